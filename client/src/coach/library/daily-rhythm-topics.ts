// Mornings and the hours after school: the routines most families start with.
import type { CoachTopic } from './coach-topic';

/** Topics about the day's routines. */
export const DAILY_RHYTHM_TOPICS: readonly CoachTopic[] = [
  {
    id: 'morning-routine',
    title: 'A morning routine',
    keywords: ['checklist', 'weekend', 'schedule', 'system', 'list', 'visual', 'beforeschool'],
    phrases: [
      'morning routine',
      'routine for the morning',
      'wake up routine',
      'before school routine',
      'morning chart',
      'school morning schedule',
      'start to the day',
      'morning tasks',
      'getting ready in the morning',
      'morning to do list',
      'calm mornings',
      'wakeup',
      'calmer start to the day',
      'get organised in the mornings',
      'how a school morning should run',
      'order of breakfast, teeth and getting dressed',
      'morning checklist without reminders',
      'what to do when they wake up',
      'what time to wake them for school',
      'get ready by themselves in the morning',
    ],
    routineKind: 'morning',
    routine: 'template',
    core: 'A good morning routine is short, the same every day, and shown as pictures so your child can follow it without being told. Put the slow, dull steps first and something your child likes (breakfast, a song, a favourite cup) after them.',
    bands: {
      '3-4': {
        say: 'At this age, four or five steps is plenty, each with a picture and two to five minutes.',
        tips: [
          'Stand beside the board for the first week and point, rather than tell.',
          'Lay clothes out the night before: one choice between two tops, not a wardrobe.',
          'Cheer the effort ("you did your shoes by yourself!"), not the speed.',
        ],
      },
      '5-6': {
        say: 'School starts to set the clock. Five or six steps with a visual timer helps a child see time passing.',
        tips: [
          'Add "school bag by the door" as its own step, packed the night before.',
          'Let the timer be the one that says "time to move on", so you are not.',
          'Keep screens off until every step is done.',
        ],
      },
      '7-9': {
        say: 'Children this age can own most of the morning. Give them the list and step back.',
        tips: [
          'Let them choose the order of two or three steps: ownership beats reminders.',
          'Agree one calm reminder, then let the routine (and the board) do the talking.',
          'Notice what went well at the door, every day for the first two weeks.',
        ],
      },
      '10-12': {
        say: 'Pre-teens want independence: a routine they plan themselves sticks far better than one handed down.',
        tips: [
          'Sit down together and let them write the steps and times.',
          'Build in a 10-minute buffer for the things that always go wrong.',
          'Their own alarm clock beats a parent calling up the stairs.',
        ],
      },
      '13+': {
        say: 'Teenagers need more sleep and wake later by biology, not laziness. Keep the routine lean and theirs.',
        tips: [
          'Move everything possible to the night before: bag, clothes, lunch.',
          'Ask what would make mornings easier, then try their idea for a week.',
          'Keep the conversation at breakfast light; it is not the time for big talks.',
        ],
      },
    },
  },
  {
    id: 'out-the-door',
    title: 'Getting out the door',
    keywords: [
      'late',
      'lateness',
      'rushing',
      'door',
      'leaving',
      'shoes',
      'bus',
      'punctual',
      'hurrying',
      'coats',
      'gate',
      'run',
      'ready',
    ],
    phrases: [
      'getting out the door',
      'late for school',
      'always late',
      'rushing in the morning',
      'leaving the house',
      'mornings are chaos',
      'we are never on time',
      'school run',
      'getting out of the house',
      'never on time',
      'leaving on time',
      'late for work because of the school run',
      'shoes and coats at the door',
      'nagging to leave',
      'takes an hour to get out of the house',
      'shouting to get shoes on',
      'yelling to get everyone in the car',
      'leave the house quicker',
    ],
    routineKind: 'morning',
    routine: 'template',
    core: 'Most morning battles are about transitions: from bed to bathroom, from breakfast to shoes. A fixed order, a visible timer and things ready the night before take the nagging out of it.',
    bands: {
      '3-4': {
        say: 'Young children cannot feel time passing. Show it: a timer ring emptying works far better than "hurry up".',
        tips: [
          'Use "first shoes, then the car game" (first/then) rather than threats.',
          'Put shoes, coat and bag in one spot by the door every night.',
          'Start ten minutes earlier for two weeks; calm takes time to learn.',
        ],
      },
      '5-6': {
        say: 'A picture routine lets your child check "what is next?" on the board instead of asking you.',
        tips: [
          'Pack the school bag the evening before, as part of bedtime.',
          'Make the last step before leaving something fun, like choosing the car song.',
          'Praise the first step done without a reminder.',
        ],
      },
      '7-9': {
        say: 'At this age, let the routine and natural consequences do the work, kindly.',
        tips: [
          'Agree a leaving time and stick to it; a forgotten item once teaches more than ten reminders.',
          'Give one heads-up ten minutes before leaving, not a running commentary.',
          'Keep screens for after the door step is done.',
        ],
      },
      '10-12': {
        say: 'Involve them in fixing the problem: ask what makes the mornings slow and what they would change.',
        tips: [
          'Let them set their own alarm and leaving time.',
          'A checklist by the door for the bag (kit, homework, lunch) saves arguments.',
          'Talk about it in the evening, never in the rush.',
        ],
      },
      '13+': {
        say: 'A teenager who is late is usually short of sleep. Look at the evening before the morning.',
        tips: [
          'Agree a time for phones to go on charge outside the bedroom.',
          'Let lateness have its school consequence rather than a home one.',
          'Offer a lift back-up plan they can use once a week, no lecture.',
        ],
      },
    },
  },
  {
    id: 'after-school-routine',
    title: 'After school',
    keywords: [
      'afternoon',
      'afternoons',
      'snack',
      'downtime',
      'grumpy',
      'cranky',
      'collapse',
      'restraint',
      'pickup',
    ],
    phrases: [
      'after school routine',
      'home from school',
      'after nursery',
      'afternoon routine',
      'coming home from school meltdown',
      'after school schedule',
      'the time between school and dinner',
      'in from school',
      'after pickup',
      'after school snack',
      'wiped out after school',
      'afternoon slump',
      'school pickup battles',
      'wants the tablet as soon as he is home from school',
    ],
    routineKind: 'after-school',
    routine: 'template',
    core: 'Children often hold it together at school and fall apart at home. A short, predictable landing (snack, drink, downtime) before anything is asked of them makes the rest of the afternoon easier.',
    bands: {
      '3-4': {
        say: 'Coat off, wash hands, snack, then play: keep it that simple.',
        tips: [
          'Have the snack ready before you walk in.',
          'Save questions about the day for later; a cuddle first.',
          'Quiet play works better than screens straight away.',
        ],
      },
      '5-6': {
        say: 'Hunger and tiredness are behind most after-school meltdowns at this age. Feed first, talk later.',
        tips: [
          'Unpack the bag as a step, so notes from school do not get lost.',
          'A short reading step fits well after the snack.',
          'Outside play before tea helps sleep later.',
        ],
      },
      '7-9': {
        say: 'A routine with downtime, a snack and a set time for homework stops the daily argument about when.',
        tips: [
          'Agree the order once: snack, break, homework, then screens.',
          'Keep homework short and at the same table each day.',
          'Let them choose their downtime activity.',
        ],
      },
      '10-12': {
        say: 'Pre-teens have more homework and clubs. Help them plan the week, then let them run their afternoons.',
        tips: [
          'A weekly planner on the fridge or board shows what is on each day.',
          'Protect some free time every day.',
          'Check in once about homework, not all evening.',
        ],
      },
      '13+': {
        say: 'Teenagers need to unwind after school like adults do. Agree what needs doing by the evening, not exactly when.',
        tips: [
          'Agree a time by which homework is done, then trust them with the how.',
          'Keep a regular family meal as a daily touchpoint.',
          'Offer help with planning before a busy week.',
        ],
      },
    },
  },
];
