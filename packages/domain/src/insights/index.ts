export * from './correlation';
export * from './indicators';
export * from './messages';
export * from './sample';
export * from './series';
export * from './weather';
