// The flags node runs the built server with, wherever it is started: `npm start`, the Dockerfile's
// CMD, `npm test`'s LTS step and the load bench (apps/server/src/deploy-files.test.ts holds the
// first two to this list).
//
// --max-semi-space-size=64: a young generation four times V8's default (16 MiB a half). A
// signed-in request's objects (the rows, their answer, the statement) live across a database
// round trip, and with fifty requests at once V8's default nursery was too small to let them
// die young: they were copied into the old generation and collected again there. Measured on the
// document list at 50 connections (docs/decisions.md): 654-666 req/s at the default, 710-734 at
// 64 MiB, peak RSS 395 MiB against 497 MiB. A quiet server's nursery stays small; V8 grows it
// only under a high allocation rate.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
