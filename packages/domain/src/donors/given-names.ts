/**
 * Common English given names and the short forms people give under them, so that "Bob Smith" in
 * one giving system and "Robert Smith" in another are offered as possibly one donor. Each group is
 * one name; a form in two groups (Al, Bert) links both.
 */
const GROUPS: readonly (readonly string[])[] = [
  ['robert', 'bob', 'bobby', 'rob', 'robbie', 'bert'],
  ['william', 'will', 'bill', 'billy', 'willie', 'liam'],
  ['richard', 'rick', 'ricky', 'dick', 'rich'],
  ['james', 'jim', 'jimmy', 'jamie'],
  ['john', 'jack', 'johnny', 'jon'],
  ['jonathan', 'jon', 'jonny'],
  ['joseph', 'joe', 'joey'],
  ['michael', 'mike', 'mikey', 'mick'],
  ['thomas', 'tom', 'tommy'],
  ['charles', 'charlie', 'chuck', 'chas'],
  ['christopher', 'chris', 'kit'],
  ['daniel', 'dan', 'danny'],
  ['david', 'dave', 'davey'],
  ['edward', 'ed', 'eddie', 'ted', 'ned'],
  ['anthony', 'tony'],
  ['andrew', 'andy', 'drew'],
  ['steven', 'stephen', 'steve'],
  ['kenneth', 'ken', 'kenny'],
  ['ronald', 'ron', 'ronnie'],
  ['donald', 'don', 'donnie'],
  ['gerald', 'gerry', 'jerry'],
  ['lawrence', 'larry'],
  ['matthew', 'matt'],
  ['nicholas', 'nick', 'nicky'],
  ['patrick', 'pat', 'paddy'],
  ['peter', 'pete'],
  ['samuel', 'sam', 'sammy'],
  ['timothy', 'tim', 'timmy'],
  ['benjamin', 'ben', 'benny'],
  ['alexander', 'alex', 'al', 'sandy'],
  ['albert', 'al', 'bert'],
  ['alfred', 'alf', 'fred'],
  ['frederick', 'fred', 'freddie'],
  ['francis', 'frank', 'fran'],
  ['gregory', 'greg'],
  ['harold', 'harry', 'hal'],
  ['henry', 'hank', 'harry'],
  ['jeffrey', 'jeff'],
  ['leonard', 'len', 'lenny', 'leo'],
  ['raymond', 'ray'],
  ['walter', 'walt', 'wally'],
  ['elizabeth', 'liz', 'lizzie', 'beth', 'betty', 'betsy', 'eliza', 'libby'],
  ['margaret', 'maggie', 'meg', 'peggy', 'marge', 'margie'],
  ['katherine', 'catherine', 'kathryn', 'kate', 'katie', 'kathy', 'cathy', 'kay'],
  ['patricia', 'pat', 'patty', 'trish'],
  ['jennifer', 'jen', 'jenny'],
  ['susan', 'sue', 'susie'],
  ['deborah', 'debra', 'deb', 'debbie'],
  ['rebecca', 'becky', 'becca'],
  ['barbara', 'barb', 'babs'],
  ['dorothy', 'dot', 'dottie'],
  ['christine', 'christina', 'chris', 'tina'],
  ['victoria', 'vicky', 'tori'],
  ['abigail', 'abby'],
  ['pamela', 'pam'],
  ['judith', 'judy'],
  ['cynthia', 'cindy'],
  ['sandra', 'sandy'],
  ['theresa', 'teresa', 'terry', 'tess'],
  ['virginia', 'ginny', 'ginger'],
  ['samantha', 'sam', 'sammy'],
  ['jacqueline', 'jackie'],
  ['kimberly', 'kim'],
  ['nancy', 'nan'],
  ['ann', 'anne', 'anna', 'annie', 'nan'],
];

const EQUIVALENTS = new Map<string, Set<string>>();
for (const group of GROUPS) {
  for (const name of group) {
    const names = EQUIVALENTS.get(name) ?? new Set<string>();
    for (const other of group) names.add(other);
    EQUIVALENTS.set(name, names);
  }
}

/** The lower-cased given names that may be the same person as `firstName`, itself included. */
export function sameGivenNames(firstName: string): string[] {
  const name = firstName.trim().toLowerCase();
  return [...(EQUIVALENTS.get(name) ?? new Set([name]))];
}
