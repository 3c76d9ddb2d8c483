// English-looking text for the text bench: sentences from a small grammar (noun phrases, verbs with
// their tenses, prepositions, dates and sums), each word class drawn with Zipf's law (the word of
// rank r about 1/r as frequent as the commonest), so that a few words are in every document and
// most in few, as in real writing. Seeded: every run writes the same documents.
//
// For the search corpus a long tail of made-up nouns (names, places, jargon) follows the real
// ones, standing in for the many rare words real archives have.

import { seededRandom } from '@steward/domain';

const words = (text: string) => text.split(/\s+/).filter(Boolean);

/** Nouns, commonest first (roughly). */
const NOUNS = words(`church year meeting budget council board committee members ministry service community
fund staff pastor congregation report time people building program family youth children volunteers plan
policy worship giving finance income expenses account insurance lease property information review approval
month week period total amount contribution donation grant project office music choir mission outreach
school education event parish trustee treasurer secretary chair vote motion agenda discussion recommendation
decision number group team leader training safety maintenance repair roof heating system contract agreement
payment schedule record document letter notice request application registration form statement balance audit
tax receipt salary payroll benefit employee position role responsibility procedure requirement standard
compliance risk coverage claim premium renewal deposit transfer bank cash cheque invoice vendor supplier cost
price estimate quote bid kitchen hall sanctuary parking garden cemetery chapel organ piano sound video camera
website email newsletter bulletin announcement calendar morning evening holiday retreat conference camp trip
visit prayer study class lesson teacher student parent nursery care visitation hospital funeral wedding
baptism confirmation membership attendance growth participation communication photo design logo address
phone contact director manager assistant coordinator administrator elder deacon steward president clerk
representative partner organization association foundation charity district region diocese county city town
neighborhood food pantry shelter housing clothing meal dinner lunch breakfast coffee fellowship gathering
celebration anniversary history tradition future vision goal priority strategy progress update change
improvement issue concern question answer response feedback survey result outcome measure figure percentage
increase decrease share portion section part page item list table chart summary detail note comment
addition correction consent signature copy version draft water electricity gas utility energy furniture
equipment supplies paper printer computer software license security alarm lock key door window floor wall
ceiling lighting carpet paint cleaning custodian sexton groundskeeper snow landscaping tree fence signage
accessibility ramp elevator restroom classroom library storage basement attic steeple tower bell`);

const ADJECTIVES = words(`annual new current previous general special regular additional available necessary
possible important significant public private local full partial monthly weekly quarterly early late recent
former final complete small large major minor open outstanding approved proposed revised estimated total
capital operating sufficient urgent routine temporary permanent independent pastoral financial legal
administrative educational musical seasonal historic safe secure accessible digital annual careful generous
faithful grateful active existing remaining`);

/** Verbs as [base, past participle]. */
const VERBS = words(`approve:approved review:reviewed receive:received continue:continued consider:considered
require:required accept:accepted propose:proposed discuss:discussed present:presented prepare:prepared
complete:completed report:reported maintain:maintained manage:managed organize:organized lead:led serve:served
support:supported offer:offered share:shared invite:invited welcome:welcomed thank:thanked pay:paid
spend:spent raise:raised collect:collected reduce:reduced increase:increased improve:improved
replace:replaced repair:repaired install:installed purchase:purchased order:ordered deliver:delivered
sign:signed submit:submitted file:filed send:sent hold:held keep:kept renew:renewed record:recorded
schedule:scheduled confirm:confirmed inspect:inspected update:updated appoint:appointed elect:elected
fund:funded publish:published distribute:distributed audit:audited insure:insured clean:cleaned
paint:painted plan:planned train:trained visit:visited host:hosted`).map(
  (pair) => pair.split(':') as [string, string],
);

const PREPOSITIONS = words('for of in with from at by during before after under within through about');
const DETERMINERS = words('the the the the a this our each every their');
const MONTHS = words('January February March April May June July August September October November December');
const NAMES = words(`Abbott Baker Carter Dawson Ellis Fletcher Grant Harper Irving Jensen Keller Lawson
Morgan Nolan Owens Parker Quinn Reyes Sutton Turner Vaughn Walsh Young Whitfield Ashworth Kingsmead`);

/** Words in rank order and their cumulative Zipf weights (the last is 1). */
interface Ranked {
  words: string[];
  cumulative: Float64Array;
}

function ranked(list: string[], s = 1): Ranked {
  const cumulative = new Float64Array(list.length);
  let sum = 0;
  for (let i = 0; i < list.length; i++) {
    sum += 1 / (i + 1) ** s;
    cumulative[i] = sum;
  }
  for (let i = 0; i < list.length; i++) cumulative[i] = (cumulative[i] as number) / sum;
  return { words: list, cumulative };
}

function draw(list: Ranked, random: () => number): string {
  const target = random();
  const { cumulative } = list;
  let low = 0;
  let high = cumulative.length - 1;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((cumulative[middle] as number) < target) low = middle + 1;
    else high = middle;
  }
  return list.words[low] as string;
}

const SYLLABLES = words(`ba be bi bo da de di do fa fe fi ga ge go ha he ka ke ki ko la le li lo ma me mi mo
na ne ni no pa pe pi ra re ri ro sa se si ta te ti to va ve vi wa we za bran cor dal fen gar hol lan mar
nor pel quin ros sel tor val wen bel cas dun har kel mor pen rid stan thor`);

/** Distinct made-up words of 2-4 syllables, none of them a word of the lists above. */
export function madeUpWords(count: number, random: () => number, avoid: Set<string> = new Set()): string[] {
  const endings = ['n', 'r', 'l', 'th', 'ck', 'st', 'nd', 'm', 'x', 'ff'];
  const real = new Set([...NOUNS, ...ADJECTIVES, ...avoid]);
  const made = new Set<string>();
  while (made.size < count) {
    const syllables = 2 + Math.floor(random() * 3);
    let word = '';
    for (let i = 0; i < syllables; i++) word += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
    word += endings[Math.floor(random() * endings.length)];
    if (!real.has(word)) made.add(word);
  }
  return [...made];
}

export interface Writer {
  /** Sentences until at least `count` words; `topic` nouns (a document's subject) come more often. */
  sentences(count: number, topic?: string[]): string[];
  /** Paragraphs of 3-6 sentences, about `count` words in all. */
  paragraphs(count: number): string[];
  random: () => number;
}

/**
 * A writer of English-looking prose. `tailNouns` made-up nouns rank after the real ones (the
 * search corpus); the real ones alone make text that reads like a church office's minutes.
 */
export function writer(seed: number, tailNouns: string[] = []): Writer {
  const random = seededRandom(seed);
  const nouns = ranked([...NOUNS, ...tailNouns]);
  const adjectives = ranked(ADJECTIVES);
  const verbs = ranked(VERBS.map(([base]) => base));
  const participle = new Map(VERBS);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  let topicNouns: string[] = [];
  const noun = () => (topicNouns.length > 0 && random() < 0.15 ? pick(topicNouns) : draw(nouns, random));

  const nounPhrase = (): string[] => {
    const phrase = [pick(DETERMINERS)];
    if (random() < 0.4) phrase.push(draw(adjectives, random));
    phrase.push(noun());
    if (random() < 0.25) phrase.push('of', 'the', noun());
    return phrase;
  };
  const extra = (): string[] => {
    const roll = random();
    if (roll < 0.12) return ['on', `${1 + Math.floor(random() * 28)}`, pick(MONTHS)];
    if (roll < 0.2) return ['for', `$${(1 + Math.floor(random() * 400)) * 25}`];
    if (roll < 0.6) return [pick(PREPOSITIONS), ...nounPhrase()];
    return [];
  };
  const clause = (): string[] => {
    const verb = draw(verbs, random);
    const past = participle.get(verb) as string;
    const roll = random();
    if (roll < 0.2) return [...nounPhrase(), 'was', past, 'by', ...nounPhrase(), ...extra()];
    if (roll < 0.35) return [pick(NAMES), past, ...nounPhrase(), ...extra()];
    if (roll < 0.55)
      return ['the', noun(), pick(['will', 'should', 'must', 'may']), verb, ...nounPhrase(), ...extra()];
    if (roll < 0.7) return [...nounPhrase(), 'has', past, ...nounPhrase(), ...extra()];
    return ['we', past, ...nounPhrase(), ...extra()];
  };

  const sentences = (count: number, topic: string[] = []): string[] => {
    topicNouns = topic;
    const out: string[] = [];
    let written = 0;
    while (written < count) {
      const parts = clause();
      if (random() < 0.25) {
        parts[parts.length - 1] = `${parts.at(-1)},`;
        parts.push(random() < 0.5 ? 'and' : 'but', ...clause());
      }
      const sentence = parts.join(' ');
      out.push(`${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}.`);
      written += parts.length;
    }
    topicNouns = [];
    return out;
  };
  const paragraphs = (count: number): string[] => {
    const all = sentences(count);
    const out: string[] = [];
    while (all.length > 0) out.push(all.splice(0, 3 + Math.floor(random() * 4)).join(' '));
    return out;
  };
  return { sentences, paragraphs, random };
}

/** A few nouns of the real vocabulary by rank: 0 is the commonest. */
export function nounAt(rank: number): string {
  return NOUNS[rank] as string;
}

/** Words as compared for OCR accuracy: lower case, letters and digits only. */
export function normalizedWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter(Boolean);
}

/** Word-level Levenshtein distance (insertions, deletions, substitutions of whole words). */
export function wordEditDistance(reference: string[], hypothesis: string[]): number {
  let previous = Array.from({ length: hypothesis.length + 1 }, (_, j) => j);
  for (let i = 1; i <= reference.length; i++) {
    const current = [i];
    for (let j = 1; j <= hypothesis.length; j++) {
      const substitution = (previous[j - 1] as number) + (reference[i - 1] === hypothesis[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, (previous[j] as number) + 1, (current[j - 1] as number) + 1));
    }
    previous = current;
  }
  return previous[hypothesis.length] as number;
}
