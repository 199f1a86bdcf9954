// Bedtime and sleep: the evening routine, the battles at bedtime and waking in the night.
import type { CoachTopic } from './coach-topic';

/** Topics about bedtime and sleep. */
export const SLEEP_TOPICS: readonly CoachTopic[] = [
  {
    id: 'bedtime-routine',
    title: 'A bedtime routine',
    keywords: ['evening', 'winddown', 'lights', 'stories'],
    phrases: [
      'bedtime routine',
      'evening routine',
      'night time routine',
      'routine before bed',
      'wind down routine',
      'bedtime chart',
      'bedtime schedule',
      'sleep routine',
      'what time to go to bed',
      'the right bedtime for their age',
      'bath teeth and story in order',
      'how long bedtime should take',
    ],
    routineKind: 'bedtime',
    routine: 'template',
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
    keywords: [
      'stalling',
      'stall',
      'stalls',
      'downstairs',
      'tired',
      'drama',
      'popping',
      'settle',
      'awake',
      'negotiations',
      'negotiating',
      'bargain',
      'bargains',
      'bargaining',
      'climbs',
      'excuses',
    ],
    phrases: [
      'bedtime battles',
      'will not go to bed',
      'refuses to sleep',
      'stalling at bedtime',
      'keeps getting out of bed',
      'bedtime takes forever',
      'fights going to sleep',
      'curtain calls',
      'will not stay in bed',
      'gets up again and again after lights out',
      'says they are not tired',
      'screams and cries at bedtime',
      'keeps coming downstairs',
      'wants me to stay until she falls asleep',
      'lie with him until he falls asleep',
      'bedtime drama',
      'will not stay in their room at night',
    ],
    routineKind: 'bedtime',
    routine: 'template',
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
    id: 'night-waking',
    title: 'Waking in the night',
    keywords: [
      'waking',
      'wakes',
      'woke',
      'nightmares',
      'terrors',
      'cosleeping',
      'early',
      'nightmare',
      'dreams',
      'dream',
      'wakings',
    ],
    phrases: [
      'wakes up at night',
      'night waking',
      'comes into our bed',
      'nightmares',
      'early waking',
      'up at 5am',
      'sleep problems',
    ],
    routineKind: 'bedtime',
    routine: 'template',
    core: 'Night waking is common in young children. A calm, boring, consistent response and a good bedtime routine help most. For persistent sleep problems, snoring or pauses in breathing, talk to your GP or health visitor.',
    bands: {
      '3-4': {
        say: 'Return your child to bed calmly, with few words and little light, every time.',
        tips: [
          'A night light and a comfort toy help.',
          'A "wake-up light" that changes colour shows when it is morning.',
          'After a nightmare, comfort first and talk in the morning.',
        ],
      },
      '5-6': {
        say: 'A simple plan agreed in daytime helps: what to do if they wake, and when it is OK to come in.',
        tips: [
          'Praise a night in their own bed in the morning.',
          'Check the room is dark, quiet and not too warm.',
          'Keep screens out of the bedtime hour.',
        ],
      },
      '7-9': {
        say: 'Worries can wake older children. Talk about the day before bed.',
        tips: [
          'Keep a notebook by the bed for worries.',
          'Avoid scary shows before bed.',
          'Keep wake-up times steady at weekends.',
        ],
      },
      '10-12': {
        say: 'Night waking at this age can be linked to screens, stress or growing. Look at the evening routine first.',
        tips: [
          'Devices charge outside the bedroom.',
          'Limit caffeine, including fizzy drinks.',
          'Talk to your GP if it goes on for weeks.',
        ],
      },
      '13+': {
        say: "Teenagers' sleep shifts later. Long lie-ins at weekends make weekday mornings harder.",
        tips: [
          'Keep weekend wake-ups within two hours of weekdays.',
          'Daylight in the morning helps reset the body clock.',
          'See your GP if sleep problems affect school or mood.',
        ],
      },
    },
  },
];
