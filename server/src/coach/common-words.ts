// Ordinary English words, for telling a name part that is also a word ("Rose", "Print") from one that is
// only a name ("Lena") (COACH-PRIVACY-3 in sync/SPEC.md, ADR 0053). A name part on these lists is not
// replaced when a parent writes it as the ordinary word, so a child with an unusual name never blanks out
// the words of every message. Base forms only: `isCommonWord` also knows their -s, -es, -ed, -ing, -ly forms.

/**
 * Words that hold a sentence together (articles, pronouns, prepositions, conjunctions, auxiliaries). Written
 * at the start of a sentence they are capitalised like a name, so a name part that is one of them is never
 * replaced on its own, only as part of the whole name.
 */
const FUNCTION_WORDS = new Set(
  `a about above across after again against ago all almost along already also although always am among an
  and another any anybody anyone anything anyway anywhere are around as at away be because been before behind
  being below beside besides between beyond both but by can cannot could did do does doing done down during
  each either else enough even ever every everybody everyone everything everywhere except few for from further
  had has have having he her here hers herself him himself his how however i if in inside instead into is it
  its itself just least less like many me might mine more most much must my myself near neither never no nobody
  none nor not nothing now of off often on once one only onto or other others otherwise ought our ours
  ourselves out outside over own per perhaps quite rather same several shall she should since so some somebody
  someone something sometimes somewhere soon still such than that the their theirs them themselves then there
  these they this those though through throughout thus till to too toward towards under unless until up upon us
  very was we were what whatever when whenever where wherever whether which while who whoever whom whose why
  with within without would yes yet you your yours yourself yourselves`.split(/\s+/),
);

/**
 * Ordinary words that are also given names. Written capitalised they are read as the name, even where a
 * sentence starts ("Rose won't sleep").
 */
const NAME_WORDS = new Set(
  `amber angel april art august autumn bill brook candy carol chase cliff crystal daisy dawn dean drew faith
  frank ginger grace grant hazel heath holly honey hope hunter iris ivy jack jade joy june lily mark may miles
  olive pat patience pearl penny pepper ray reed rich river rob robin rose ruby sandy sky star storm summer
  sunny violet will winter`.split(/\s+/),
);

/** Everyday words parents write. */
const EVERYDAY_WORDS = new Set(
  `able accept accident account act action active activity actually add address adult advice afraid afternoon
  age agree ahead aim air alarm alive allow alone amazing amber amount anger angry animal annoy answer anxious
  apart apartment apple appointment april area argue argument arm art ask asleep attention august aunt autumn
  average avoid awake aware awful baby bad bag bake ball banana band bank bar bare base basket bath bathroom
  battle beach bean bear beat beautiful become bed bedroom bedtime bee begin behave behaviour belief believe bell
  belong belt bench bend best better big bike bill bird birth birthday bit bite black blame blanket blind block
  blood blow blue board boat body boil bold bone book boot bored boring born borrow boss bother bottle bottom
  bowl box boy brain branch brave bread break breakfast breath breathe brick bridge brief bright bring broad
  broken brook brother brown brush bubble bucket build building burn bus bush busy butter button buy cake call
  calm camera camp candle candy cap capital captain car card care careful carol carpet carry case castle cat
  catch cause cell centre century certain chair chance change charge charity chase cheap check cheek cheer
  cheese cherry chest chicken chief child chin chip choice choose chore church circle city claim class clean
  clear clever cliff climb clock close cloth clothes cloud club coach coast coat code coffee coin cold collect
  colour come comfort common company compare complain complete computer concern condition consider contain
  continue control cook cool copy corner correct cost cottage cotton couch cough count country couple courage
  course cousin cover crash crawl crazy cream create crisp cross crowd crown cry crystal cup cupboard curious
  cut cute daily daisy damage dance danger dark date daughter dawn day dead deal dear death decide deep delight
  dentist depend describe desk detail develop diet difference different difficult dinner direction dirt dirty
  discover discuss dish distance doctor dog doll dollar door double doubt draw drawer dream dress drink drive
  drop dry duck dust duty eager ear early earn earth easy eat edge effort egg eight elbow electric email empty end
  energy engine enjoy enter entire envy equal escape evening event exact exam example excellent excited excuse
  exercise expect expensive explain extra eye face fact fail fair fairy faith fall false family famous fancy far
  farm fast fat father fault favourite fear feed feel fellow fence fetch fever field fight figure fill film final
  find fine finger finish fire first fish fit five fix flag flat flight floor flower fly fold follow food foot
  force forest forget forgive fork form forward four fox frame frank free fresh friend frighten front fruit
  full fun funny future game garden gate gather gentle ghost gift ginger girl give glad glass glove glue goal
  gold golden good grace grade grain grand grandma grandpa grant grass great green grey ground group grow guess
  guest guide gun habit hair half hall hand handle hang happen happy hard harm hat hate hazel head health hear
  heart heat heath heavy hello help hero hide high hill history hit hobby hold hole holiday holly home homework
  honest honey hook hope horse hospital hot hour house huge human hundred hungry hunt hunter hurry hurt husband
  ice idea ignore ill imagine important include inform information insect instruction interest invite iron
  island ivy jacket jam job join joke journey joy judge juice jump june junior kettle key kick kid kill kind king
  kiss kitchen knee knife knock know lady lake lamp land language large last late laugh law lay lazy lead learn
  leave left leg lemon lesson let letter level library lie life lift light lily limit line lion lip list listen
  little live lock long look lose loss lot loud love lovely low luck lucky lunch machine mad mail main make man manage
  manner map march mark market marry master match matter meal mean measure meat medicine meet member memory mend
  mess message metal middle might mild mile milk mind minute mirror miss mistake mix moment money month mood
  moon morning mother motion mountain mouse mouth move movie mud mum music name nap narrow nasty nature naughty
  neat neck need needle neighbour nervous nest net new news nice night nine noise normal north nose note notice
  number nurse obey ocean offer office oil old olive open opinion orange order ordinary outdoor page pain paint
  pair pale paper parent park part party pass past patience pattern pay peace pearl pen pencil penny people
  pepper perfect period person pet phone photo pick picture piece pig pink place plain plan plant plate play
  please pleasure plenty pocket point polite pool poor potato pour power practice praise prefer prepare present
  pretty prevent previous price pride prince princess print private prize problem promise prompt proper protect
  proud pull punish puppy pure purple push put puzzle queen question quick quiet race rain raise rate ray reach
  read ready real reason receive record red reed relax remember remind repeat reply report rest return reward
  rich ride right ring rise river road rock room root rope rose rough round routine rule run rush sad safe sail
  salt sand sandy save say scare school science score scream sea season seat second secret see seem sell send
  sense serious serve set seven shade shadow shake shape share sharp shelf shine ship shirt shoe shop short shout
  show shower shut shy sick side sign silence silly silver simple sing single sister sit six size skin sky sleep
  slow small smart smell smile snack snow soap sock soft soldier son song sorry sort sound soup south space
  speak special speech speed spell spend spoon sport spot spring square stair stand star start stay step stick
  stone stop store storm story straight strange street strict strong study stupid subject sudden sugar summer
  sun sunny supper sure surprise sweet swim system table tail take talk tall taste teach teacher team tear teeth
  television tell ten test thank thing think third thought three throw ticket tidy tie tiger time tiny tired toast
  toe toilet tomato tone tongue tool tooth top touch towel town toy track trade train travel treat tree trip
  trouble true trust truth try turn twin two type ugly uncle understand upset use usual voice visit violet wait
  wake walk wall want war warm wash watch water wave way weak wear weather week weekend weight welcome west wet
  wheel white wide wife wild will wind window winter wise wish woman wonder wood word work world worry write
  wrong yard year yellow young`.split(/\s+/),
);

/** The forms to look a word up by: itself, and its stem without a plural, past, -ing or -ly ending. */
function stems(word: string): string[] {
  const found = [word];
  const add = (stem: string) => {
    if (stem.length >= 3) found.push(stem, `${stem}e`);
  };
  if (word.endsWith('ies')) add(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) add(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) add(word.slice(0, -1));
  if (word.endsWith('ed')) add(word.slice(0, -2));
  if (word.endsWith('ing')) {
    const stem = word.slice(0, -3);
    add(stem);
    // "stopping" → "stop"
    if (stem.length >= 4 && stem.at(-1) === stem.at(-2)) add(stem.slice(0, -1));
  }
  if (word.endsWith('ly')) add(word.slice(0, -2));
  return found;
}

/** Whether `word` (lowercase, without diacritics) holds sentences together: "and", "your", "all". */
export function isFunctionWord(word: string): boolean {
  return FUNCTION_WORDS.has(word);
}

/** Whether `word` (lowercase, without diacritics) is an ordinary word that is also a given name: "rose". */
export function isNameWord(word: string): boolean {
  return NAME_WORDS.has(word);
}

/** Whether `word` (lowercase, without diacritics) is an ordinary English word, or a form of one. */
export function isCommonWord(word: string): boolean {
  return (
    NAME_WORDS.has(word) || stems(word).some((form) => FUNCTION_WORDS.has(form) || EVERYDAY_WORDS.has(form))
  );
}
