// Growing up: doing things for themselves, money, pets and fears.
import type { CoachTopic } from './coach-topic';
import { PET_ROUTINES } from './home-routines';

/** Topics about growing independence and everyday fears. */
export const GROWING_UP_TOPICS: readonly CoachTopic[] = [
  {
    id: 'independence',
    title: 'Doing things for themselves',
    keywords: [
      'independent',
      'independence',
      'independently',
      'shoelaces',
      'laces',
      'responsible',
      'responsibility',
      'responsibilities',
      'self-care',
      'capable',
      'himself',
      'herself',
      'themselves',
    ],
    phrases: [
      'do things for themselves',
      'do it by themselves',
      'wants me to do everything for him',
      'life skills',
      'self care skills',
      'tie shoelaces',
      'make their own breakfast',
      'stop doing everything for them',
    ],
    routineKind: 'morning',
    routine: 'template',
    core: 'Children become independent by doing things badly, then better. Teach one skill in small steps: do it together, then watch them do it, then step back. Leave more time than you think, and resist redoing what they did.',
    bands: {
      '3-4': {
        say: '"Me do it!" is a good sign. Give them time and easy things to practise: coat, shoes, hand washing, putting toys away.',
        tips: [
          'Teach the coat flip: coat on the floor, arms in, over the head.',
          'A step stool at the sink and low hooks for coats put things in reach.',
          'Picture steps on the board let them follow a routine without you telling them.',
        ],
      },
      '5-6': {
        say: 'Most children this age can dress, wash their hands, pour cereal and pack a bag with a checklist. They still need you close by.',
        tips: [
          'Practise shoelaces with a big lace on a box or an old shoe, away from the morning rush.',
          'Let them make a simple breakfast or snack with things on a low shelf.',
          'When they ask for help, ask "what could you try first?" before stepping in.',
        ],
      },
      '7-9': {
        say: 'Children this age can run their own routines and solve small problems. Your job shifts from doing to checking.',
        tips: [
          'Let them make their own packed lunch from a few choices you keep stocked.',
          'Give them their own alarm clock and a checklist for the bag.',
          'Let small mistakes (a forgotten book) have small consequences rather than rescuing every time.',
        ],
      },
      '10-12': {
        say: 'Pre-teens are ready for real independence in steps: walking places alone, simple cooking, planning their week.',
        tips: [
          'Walking to school alone depends on the route and the child, not only age; practise it together first.',
          'Teach a few simple meals they can cook start to finish.',
          'Hand over one responsibility at a time, such as their own laundry or pocket money budget.',
        ],
      },
      '13+': {
        say: 'Teenagers need to practise adult life while you are still there to catch them.',
        tips: [
          'Let them book their own appointments and plan their own journeys.',
          'Agree what they manage alone and when they check in.',
          'Praise good judgement, not only good results.',
        ],
      },
    },
  },
  {
    id: 'pocket-money',
    title: 'Pocket money',
    keywords: [
      'pocket',
      'money',
      'allowance',
      'allowances',
      'pay',
      'paying',
      'paid',
      'spend',
      'spending',
      'spends',
      'save',
      'saving',
      'savings',
      'budget',
      'piggy',
      'robux',
      'cash',
    ],
    phrases: [
      'how much pocket money',
      'pay for chores',
      'teach kids about money',
      'piggy bank',
      'saving up for something',
      'when to start pocket money',
      'weekly allowance',
    ],
    routineKind: null,
    routine: null,
    core: 'Pocket money is a way to learn about money by using it: a regular, predictable amount on a set day, with the freedom to make small mistakes. Many families keep everyday family jobs unpaid and pay a little for extra jobs; what matters most is that the rules are clear and kept.',
    bands: {
      '3-4': {
        say: 'Children this age are too young for regular money, but they love coins: counting, sorting and playing shop.',
        tips: [
          'A see-through jar lets them watch savings grow.',
          'Let them hand over the money for something small in a shop.',
          'The coins on their board already teach "earn, then spend".',
        ],
      },
      '5-6': {
        say: 'A small weekly amount, on the same day, is a good start. Two jars, spend and save, make it concrete.',
        tips: [
          'Let them spend it all on sweets once: regret teaches better than a lecture.',
          'Help them save for something with a picture of it on the jar.',
          'Keep it predictable: do not take it away as a punishment.',
        ],
      },
      '7-9': {
        say: 'Decide what pocket money is for, and agree it together. Some families give a small amount for each year of age; compare with what their friends get and what you expect them to buy.',
        tips: [
          'Keep everyday jobs as part of family life, and offer paid extras such as washing the car.',
          'Try spend, save and give jars or pots.',
          'Offer to add a little to savings they keep for a month.',
        ],
      },
      '10-12': {
        say: 'Pre-teens can budget for some of their own things: treats, games, presents for friends.',
        tips: [
          'A child bank account or prepaid card teaches them to check a balance.',
          'Talk about in-game purchases and ads before they meet them.',
          'Let them run out before pay day once, without rescuing them.',
        ],
      },
      '13+': {
        say: 'Teenagers can manage a monthly amount that covers more of their own costs, like phone credit or some clothes.',
        tips: [
          'Move to monthly payments so they learn to plan.',
          'Talk about saving, bank cards and online scams.',
          'Support a first part-time job when they are ready.',
        ],
      },
    },
  },
  {
    id: 'pets',
    title: 'Children and pets',
    keywords: [
      'pet',
      'pets',
      'dog',
      'puppy',
      'cat',
      'cats',
      'kitten',
      'hamster',
      'rabbit',
      'rabbits',
      'guinea',
      'fish',
      'hutch',
      'cage',
      'litter',
      'animal',
      'animals',
    ],
    phrases: [
      'look after the pet',
      'feed the dog',
      'walk the dog',
      'wanted a dog and now does not help',
      'which pet for a child',
      'gentle with animals',
      'clean out the cage',
    ],
    routineKind: null,
    routine: PET_ROUTINES,
    core: 'Children can help care for a pet and learn a lot from it, but a grown-up stays responsible for the animal every day. Agree who does what before a pet arrives, put the jobs on the routine, and supervise young children with animals.',
    bands: {
      '3-4': {
        say: 'Little ones can help with feeding and learn gentle touch, always with you there.',
        tips: [
          'Never leave a young child alone with a dog, however gentle it seems.',
          'Teach "one gentle hand" and to leave animals alone when they eat or sleep.',
          'Let them scoop the food into the bowl while you hold it.',
        ],
      },
      '5-6': {
        say: 'Children this age can feed and water a pet with a picture step and a grown-up nearby.',
        tips: [
          'Teach the signs that an animal has had enough: ears back, tail swishing, moving away.',
          'Wash hands after touching pets and their things.',
          'Small animals need handling lessons: sitting on the floor, holding close and low.',
        ],
      },
      '7-9': {
        say: 'Enthusiasm often fades after a few weeks. A routine with the pet jobs on it, and a calm check by you, keeps the care going.',
        tips: [
          'Agree the jobs before getting a pet; write them down together.',
          'Rotate jobs between siblings week by week.',
          "If a job is missed, do it yourself for the animal's sake and talk about it later, calmly.",
        ],
      },
      '10-12': {
        say: 'Pre-teens can take on most daily care, such as cleaning cages or short dog walks where it is safe.',
        tips: [
          'Let them research what the animal needs before it comes home.',
          'Only let them walk a dog they can hold and control.',
          "A weekly check of the animal's health together keeps you in the loop.",
        ],
      },
      '13+': {
        say: 'Teenagers can do nearly all the care. You still check the animal is well and cover busy weeks.',
        tips: [
          'Share the cost conversation: food, vet, holidays.',
          'Agree a back-up plan for exam weeks and trips.',
          'Trust them with vet visits, with you there at first.',
        ],
      },
    },
  },
  {
    id: 'fears',
    title: 'Fears: the dark, monsters and more',
    keywords: [
      'scared',
      'afraid',
      'frightened',
      'terrified',
      'fear',
      'fears',
      'phobia',
      'phobias',
      'dark',
      'monster',
      'monsters',
      'ghosts',
      'thunder',
      'thunderstorms',
      'storms',
    ],
    phrases: [
      'scared of the dark',
      'afraid of monsters',
      'scared of loud noises',
      'fear of water',
      'scared to be alone in a room',
      'scary film',
    ],
    routineKind: null,
    routine: null,
    core: 'Fears are a normal part of growing up, and they change with age: the dark and monsters for little ones, storms, animals and injections a little later, real-world dangers for older children. Take the fear seriously, stay calm yourself, and help your child face it in small, brave steps rather than avoiding it altogether.',
    bands: {
      '3-4': {
        say: 'At this age imagination is vivid and real. Telling them "monsters aren\'t real" helps less than helping them feel safe.',
        tips: [
          'A night light or a torch they control gives them a bit of power.',
          'Check the room together once, briefly, then say goodnight.',
          'Avoid scary programmes, and stories about "the bogeyman" to get them to behave.',
        ],
      },
      '5-6': {
        say: 'Children this age start to understand what is real. Explain simply and honestly, and praise brave tries.',
        tips: [
          'For storms, count the seconds between the flash and the thunder together.',
          'Meet a calm, friendly dog with its owner, from a distance first, then closer over days.',
          'Play doctors at home before a check-up and say honestly what will happen.',
        ],
      },
      '7-9': {
        say: 'Fears shift to real things: burglars, illness, something on the news. Listen, give facts at their level, and show how you keep them safe.',
        tips: [
          'Make a brave ladder: small steps towards the fear, one at a time, with praise.',
          'Limit news and scary videos, and watch together when you can.',
          'Keep your own reactions calm; children read our faces.',
        ],
      },
      '10-12': {
        say: 'Pre-teens worry about fitting in, tests and the wider world. Take these seriously, even when they seem small.',
        tips: [
          'Ask what they think would happen, then think it through together.',
          'Help them plan for the scary situation, step by step.',
          'If a fear stops everyday life for weeks, talk to your GP.',
        ],
      },
      '13+': {
        say: 'Teenage fears are often social or about the future. Listen more than you reassure.',
        tips: [
          'Share how you have faced your own fears.',
          'Encourage small steps outside their comfort zone.',
          'Seek help if avoidance or panic grows.',
        ],
      },
    },
  },
];
