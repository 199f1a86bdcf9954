// Mornings, bedtimes and the hours after school: the routines most families start with.
import type { CoachTopic } from './coach-topic';

/** Topics about the day's routines. */
export const DAILY_RHYTHM_TOPICS: readonly CoachTopic[] = [
  {
    id: 'morning-routine',
    title: 'A morning routine',
    phrases: [
      'morning routine',
      'routine for the morning',
      'wake up routine',
      'before school routine',
      'morning chart',
      'school morning schedule',
    ],
    routineKind: 'morning',
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
    phrases: [
      'getting out the door',
      'late for school',
      'always late',
      'rushing in the morning',
      'leaving the house',
      'mornings are chaos',
      'we are never on time',
      'school run',
    ],
    routineKind: 'morning',
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
    id: 'bedtime-routine',
    title: 'A bedtime routine',
    phrases: [
      'bedtime routine',
      'evening routine',
      'night time routine',
      'routine before bed',
      'wind down routine',
      'bedtime chart',
    ],
    routineKind: 'bedtime',
    core: 'A calm, predictable bedtime routine of 20 to 40 minutes is one of the best-supported ways to help children fall asleep. Same steps, same order, same time, with the lights getting lower as you go.',
    bands: {
      '3-4': {
        say: 'Bath or wash, pyjamas, teeth, one story, lights out: five steps is enough.',
        tips: [
          'Offer small choices (which pyjamas, which story) to give control without stalling.',
          'Finish in the bedroom, not on the sofa.',
          'Keep the last step the same every night, like a song or a hug.',
        ],
      },
      '5-6': {
        say: 'A visual routine helps a child this age do most steps alone, with you for the story.',
        tips: [
          'Put tidying and packing the bag early in the routine, not last.',
          'Agree the number of stories before the first one.',
          'Screens off an hour before lights out.',
        ],
      },
      '7-9': {
        say: 'Children this age can run their own routine and earn a little reading time in bed.',
        tips: [
          'Swap the story for reading together or alone.',
          'Keep a worry notebook by the bed for thoughts that come at night.',
          'Stick to the same bedtime at weekends within an hour.',
        ],
      },
      '10-12': {
        say: 'Sleep needs are still 9 to 12 hours. A routine they help design gets far less pushback.',
        tips: [
          'Agree devices charge outside the bedroom overnight.',
          'A short wind-down (shower, reading, music) signals the day is over.',
          'Let them choose the lights-out time within the hours they need.',
        ],
      },
      '13+': {
        say: 'Teenagers need 8 to 10 hours and their body clock runs late. Aim for a steady wake time more than an early bedtime.',
        tips: [
          'Dim lights and screens an hour before sleep.',
          'Explain the why (sleep and mood, sport, memory) rather than setting rules.',
          'Keep the bedroom for sleep, not for late-night scrolling.',
        ],
      },
    },
  },
  {
    id: 'bedtime-battles',
    title: 'Bedtime battles',
    phrases: [
      'bedtime battles',
      'will not go to bed',
      'refuses to sleep',
      'stalling at bedtime',
      'keeps getting out of bed',
      'bedtime takes forever',
      'fights going to sleep',
      'curtain calls',
    ],
    routineKind: 'bedtime',
    core: 'Bedtime stalling is common and usually about connection and control, not defiance. A fixed routine, a little one-to-one time early on, and a calm, boring response to "one more thing" are what tend to help.',
    bands: {
      '3-4': {
        say: 'Give plenty of attention during the routine, so your child does not have to get it by getting up.',
        tips: [
          'Offer a "bedtime pass": one card for one extra hug or drink, then it is gone.',
          'Walk them back to bed calmly and quietly every time, with as few words as possible.',
          'Check that bedtime is not too early: a child who is not tired will fight it.',
        ],
      },
      '5-6': {
        say: 'Children this age stall because bedtime means the fun stops. Put the fun inside the routine.',
        tips: [
          'Make the last step something they look forward to: a story, a chat, a song.',
          'Use a timer for the bathroom steps so the board, not you, moves things on.',
          'Praise a calm bedtime the next morning.',
        ],
      },
      '7-9': {
        say: 'Worries often surface at bedtime. Ten minutes of talk before lights out can stop the getting-up.',
        tips: [
          'Ask "what was the best and hardest part of today?" as a routine step.',
          'Agree reading time in bed as the reward for being in bed on time.',
          'Keep consequences calm and small, and the next day.',
        ],
      },
      '10-12': {
        say: 'At this age the battle is often about screens and fairness. Agree the rules together, in daylight.',
        tips: [
          'Set a device curfew the whole family keeps.',
          'Let them choose between two bedtimes that both give enough sleep.',
          'Keep to the agreement without daily renegotiation.',
        ],
      },
      '13+': {
        say: 'With teenagers, negotiate rather than enforce: explain what sleep does for them and agree a plan.',
        tips: [
          'Agree a phone-off time and a place to charge it.',
          'Focus on a steady wake-up time, even at weekends.',
          'If they cannot sleep for weeks, talk to your GP.',
        ],
      },
    },
  },
  {
    id: 'after-school-routine',
    title: 'After school',
    phrases: [
      'after school routine',
      'home from school',
      'after nursery',
      'afternoon routine',
      'coming home from school meltdown',
      'after school schedule',
    ],
    routineKind: 'after-school',
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
