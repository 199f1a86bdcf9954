// Home life: screens, chores, rewards, food, tidying and homework.
import type { CoachTopic } from './coach-topic';
import { HOMEWORK_ROUTINES, JOBS_ROUTINES, TIDY_ROUTINES } from './home-routines';

/** Topics about life at home. */
export const HOME_LIFE_TOPICS: readonly CoachTopic[] = [
  {
    id: 'screen-time',
    title: 'Screen time',
    keywords: [
      'screen',
      'screens',
      'tv',
      'tablet',
      'youtube',
      'gaming',
      'games',
      'cartoons',
      'device',
      'devices',
    ],
    phrases: [
      'screen time',
      'too much tv',
      'ipad',
      'tablet',
      'video games',
      'gaming',
      'youtube',
      'turning off the tv',
      'how much screen time',
      'no screens before school or bed',
    ],
    routineKind: null,
    routine: null,
    core: 'What children watch and what screens replace (sleep, play, talk, movement) matter more than a number of minutes. Clear, predictable limits that the routine carries cause fewer fights than limits decided on the spot.',
    bands: {
      '3-4': {
        say: 'For under-fives, about an hour a day of good-quality programmes, watched with you when possible, is the common guidance.',
        tips: [
          'Put screen time at a set point in the routine, after the jobs.',
          'Use a timer and a warning before it ends.',
          'No screens at meals or in the hour before bed.',
        ],
      },
      '5-6': {
        say: 'At this age, agree when screens happen rather than arguing about how long each time.',
        tips: [
          'Screens come after the routine is done, never instead of it.',
          'Choose shows and games together.',
          "Let the board's timer end screen time, not you.",
        ],
      },
      '7-9': {
        say: 'Make a family media plan: when, where and what, with screens out of bedrooms.',
        tips: [
          'Agree screen-free times: meals, homework, the hour before bed.',
          'Balance with active play and time outside every day.',
          'Play their favourite game with them now and then.',
        ],
      },
      '10-12': {
        say: 'Pre-teens can help set their own limits. Talk about how they feel after long sessions.',
        tips: [
          'Agree daily limits and stopping points (end of a match, not mid-game).',
          'Keep devices charging outside the bedroom at night.',
          'Talk about online safety before they get their own phone.',
        ],
      },
      '13+': {
        say: 'Teenagers need to learn self-regulation. Shift from rules you set to limits they agree and you review.',
        tips: [
          'Agree phone-free times together, and keep them yourself too.',
          'Talk about what they do online with curiosity, not judgement.',
          'Protect sleep above all: no phones in bed.',
        ],
      },
    },
  },
  {
    id: 'phones-social-media',
    title: 'Phones and social media',
    keywords: ['phone', 'phones', 'social', 'online', 'internet', 'apps', 'chats', 'chat', 'safety'],
    phrases: [
      'first phone',
      'social media',
      'instagram',
      'tiktok',
      'snapchat',
      'online safety',
      'on their phone all the time',
      'group chats',
    ],
    routineKind: null,
    routine: null,
    core: 'A first phone is a big step. Agree the rules before it arrives, start with limits you relax as trust grows, and keep talking about what they see and who they talk to online.',
    bands: {
      '3-4': {
        say: 'Children this young do not need their own phone. Keep shared devices in shared spaces.',
        tips: [
          'Use child profiles and parental controls on family tablets.',
          'Watch and play together.',
          'Model putting your own phone away at meals.',
        ],
      },
      '5-6': {
        say: 'At this age, keep devices shared and in family rooms.',
        tips: [
          'Turn on parental controls and a child profile.',
          'Teach "tell a grown-up if something online feels wrong".',
          'Keep app downloads a parent decision.',
        ],
      },
      '7-9': {
        say: 'Prepare for phones before they arrive: talk about kindness, privacy and asking for help online.',
        tips: [
          'Agree which apps and games are allowed, and why.',
          'Keep devices out of bedrooms.',
          'Most social media apps require age 13: explain why.',
        ],
      },
      '10-12': {
        say: 'Many children get a first phone at this age. A written family agreement makes the rules clear.',
        tips: [
          'Start with calls, messages and limited apps; add more as trust grows.',
          'Phones charge outside the bedroom overnight.',
          'Talk about group chats, screenshots and how to leave a chat that feels bad.',
        ],
      },
      '13+': {
        say: 'Teenagers need privacy and guidance. Stay curious about their online life and agree a few firm rules.',
        tips: [
          'Talk about what they see online, including pressure and comparison.',
          'Agree phone-free times that the whole family keeps.',
          'Make sure they know they can come to you without losing their phone.',
        ],
      },
    },
  },
  {
    id: 'chores-by-age',
    title: 'Chores by age',
    keywords: ['chores', 'chore', 'household', 'dishwasher', 'cleaning', 'cooking', 'laundry', 'hoovering'],
    phrases: [
      'chores by age',
      'age appropriate chores',
      'jobs around the house',
      'helping at home',
      'what chores can a child do',
      'household tasks',
      'pocket money for chores',
    ],
    routineKind: null,
    routine: JOBS_ROUTINES,
    core: 'Children who help at home build confidence and responsibility. Start with short jobs they can succeed at, show them how, accept imperfect results, and thank the effort.',
    bands: {
      '3-4': {
        say: 'Little ones love to help: putting toys in a box, feeding a pet, laying napkins, putting socks in the wash.',
        tips: [
          'One job at a time, with a picture on the board.',
          'Do it alongside them at first.',
          'Praise the helping, not how tidy it is.',
        ],
      },
      '5-6': {
        say: 'Children this age can set the table, tidy their room with help, water plants and sort laundry by colour.',
        tips: [
          'Give each job a short timer.',
          'Rotate jobs weekly so nothing gets boring.',
          'Coins for extra jobs can motivate; everyday jobs are part of family life.',
        ],
      },
      '7-9': {
        say: 'Now they can make their bed, pack their bag, empty the dishwasher and help cook simple meals.',
        tips: [
          'Let them choose from a list of jobs.',
          'Teach one new skill each month.',
          'Keep the standard "good enough", not perfect.',
        ],
      },
      '10-12': {
        say: 'Pre-teens can do real household work: hoovering, simple meals, their own laundry with help.',
        tips: [
          'Give them responsibility for one area (the recycling, the pet).',
          'Link bigger jobs to pocket money if that suits your family.',
          'Let them plan when in the day the job is done.',
        ],
      },
      '13+': {
        say: 'Teenagers can run most household tasks. It prepares them for living on their own.',
        tips: [
          'Agree a fair share of weekly jobs at a family meeting.',
          'Teach cooking a few full meals.',
          'Trust them with deadlines rather than exact times.',
        ],
      },
    },
  },
  {
    id: 'rewards-motivation',
    title: 'Rewards and motivation',
    keywords: [
      'rewards',
      'reward',
      'sticker',
      'chart',
      'charts',
      'bribes',
      'incentive',
      'incentives',
      'motivation',
      'motivate',
      'motivated',
      'stars',
      'prize',
      'points',
    ],
    phrases: [
      'rewards',
      'sticker chart',
      'bribes',
      'motivation',
      'do rewards work',
      'stops doing it without a reward',
      'fade rewards',
      'coins and prizes',
      'incentives',
    ],
    routineKind: null,
    routine: null,
    core: 'Rewards help a new habit get started; praise and the satisfaction of doing it keep it going. Reward effort soon after it happens, keep rewards small, and fade them once the habit has stuck.',
    bands: {
      '3-4': {
        say: 'Young children need the reward soon: a sticker or a coin on the board right after the step works best.',
        tips: [
          'Reward one or two target habits, not everything.',
          'Pair every reward with specific praise.',
          'Favour rewards of time together over things.',
        ],
      },
      '5-6': {
        say: 'Children this age can save coins for a bigger reward a few days away.',
        tips: [
          'Let them choose the reward they are saving for.',
          'Never take away coins already earned.',
          'Once a routine is easy, move the coins to a new habit.',
        ],
      },
      '7-9': {
        say: 'Shift from prizes to privileges and pride: extra reading time, choosing dinner, a trip together.',
        tips: [
          'Praise effort and strategy ("you kept going"), not being clever.',
          'Fade rewards for mastered habits, and say why: "you don\'t need coins for this now".',
          'Celebrate streaks with a family moment.',
        ],
      },
      '10-12': {
        say: 'Pre-teens are motivated by independence and trust. Link responsibilities to freedoms.',
        tips: [
          'Agree goals together and let them track progress.',
          'Use pocket money for real choices.',
          'Recognise effort privately; public praise can embarrass.',
        ],
      },
      '13+': {
        say: 'For teenagers, rewards work best as agreements between equals, tied to their own goals.',
        tips: [
          'Help them set their own goals and notice progress.',
          'Link privileges to responsibility, not to every task.',
          'Show appreciation out loud; teens notice.',
        ],
      },
    },
  },
  {
    id: 'picky-eating',
    title: 'Picky eating',
    keywords: [
      'picky',
      'eat',
      'eating',
      'eats',
      'eater',
      'food',
      'foods',
      'vegetables',
      'meal',
      'mealtime',
      'plate',
      'taste',
      'tasting',
      'snacks',
      'dessert',
      'pudding',
      'yuck',
      'gags',
      'breakfast',
      'lunch',
    ],
    phrases: [
      'picky eater',
      'fussy eater',
      'will not eat vegetables',
      'refuses food',
      'only eats pasta',
      'mealtime battles',
      'dinner fights',
    ],
    routineKind: null,
    routine: null,
    core: 'Picky eating is common and usually a phase. You decide what, when and where food is offered; your child decides whether and how much to eat. Pressure tends to make it worse.',
    bands: {
      '3-4': {
        say: 'It can take ten or more tries before a young child accepts a new food. Keep offering, without pressure.',
        tips: [
          'Put one "safe" food on the plate with the new one.',
          'Eat together and enjoy the food yourself.',
          'If you are worried about growth or weight, talk to your health visitor or GP.',
        ],
      },
      '5-6': {
        say: 'Children this age eat better when they have helped: washing vegetables, stirring, choosing.',
        tips: [
          'Let them serve themselves small portions.',
          'Avoid rewarding eating with pudding.',
          'Keep mealtimes short and pleasant.',
        ],
      },
      '7-9': {
        say: 'Involve them in planning and cooking one meal a week.',
        tips: [
          'Grow something together, even herbs on a windowsill.',
          'A "try a bite" rule, with no pressure after, works for many families.',
          'Talk about food in terms of energy and growing, not good and bad.',
        ],
      },
      '10-12': {
        say: 'Pre-teens can take on more: planning, shopping and cooking simple meals.',
        tips: [
          'Let them cook one dinner a week.',
          'Keep family meals regular and phones away.',
          'Watch for worries about body image; talk to your GP if eating becomes very restricted.',
        ],
      },
      '13+': {
        say: "Teens' appetites and tastes change fast. Keep regular family meals as a calm point in the day.",
        tips: [
          'Keep healthy snacks easy to grab.',
          'Avoid comments about weight or body shape.',
          'Seek help from your GP if you notice skipped meals, secrecy or big changes in weight.',
        ],
      },
    },
  },
  {
    id: 'tidying-up',
    title: 'Tidying up',
    keywords: [
      'tidy',
      'tidying',
      'messy',
      'mess',
      'clutter',
      'toys',
      'lego',
      'room',
      'floor',
      'cleanup',
      'untidy',
    ],
    phrases: [
      'tidy up',
      'messy room',
      'will not clean their room',
      'toys everywhere',
      'clean up time',
      'put toys away',
    ],
    routineKind: null,
    routine: TIDY_ROUTINES,
    core: 'Tidying is easier with fewer things, a place for everything, and a short, regular tidy-up built into the routine instead of a big clean-up battle.',
    bands: {
      '3-4': {
        say: 'Make it a game: a tidy-up song, a race against the timer, or "find all the red things".',
        tips: [
          'Use boxes with pictures on them.',
          'Tidy together; they copy you.',
          'Five minutes is enough.',
        ],
      },
      '5-6': {
        say: 'A tidy-up step before dinner or bed keeps mess from piling up.',
        tips: [
          'Rotate toys so fewer are out at once.',
          'Give specific jobs: "books on the shelf".',
          'Praise the effort right away.',
        ],
      },
      '7-9': {
        say: 'Children this age can keep their own room reasonably tidy with a weekly routine.',
        tips: [
          'Agree what "tidy" means with a photo.',
          'A quick daily reset plus a bigger weekly tidy works well.',
          'Let the consequence be natural: lost things stay lost a while.',
        ],
      },
      '10-12': {
        say: 'Give them ownership of their space, with a few agreed standards.',
        tips: [
          'Agree the minimum: clothes in the wash, dishes out, floor clear once a week.',
          'Help them sort and declutter twice a year.',
          'Knock and respect their space.',
        ],
      },
      '13+': {
        say: "A teenager's room is their territory. Agree the health-and-safety basics and let the rest go.",
        tips: [
          'Dishes and food out daily, laundry in the basket.',
          'Offer help with a big clear-out before a new term.',
          'Pick your battles.',
        ],
      },
    },
  },
  {
    id: 'homework',
    title: 'Homework',
    keywords: [
      'homework',
      'reading',
      'spelling',
      'spellings',
      'maths',
      'study',
      'studying',
      'revision',
      'exams',
      'teacher',
      'timestables',
    ],
    phrases: [
      'homework battles',
      'rushes through homework',
      'will not do homework',
      'homework takes all evening',
      'reading practice',
      'help with homework',
      'study routine',
      'revision',
    ],
    routineKind: 'after-school',
    routine: HOMEWORK_ROUTINES,
    core: 'Homework goes better at the same time and place each day, after a snack and a break, with you nearby but not doing it for them. Short focused blocks beat long struggles.',
    bands: {
      '3-4': {
        say: 'There is no homework at this age: shared books and play are the best learning.',
        tips: ['Read together every day.', 'Count and name things on walks.', 'Let play be the learning.'],
      },
      '5-6': {
        say: 'Early reading practice works best short and happy: ten minutes, cosy, with lots of praise.',
        tips: [
          'Put reading in the after-school routine at the same time each day.',
          'Stop before they are tired.',
          'Praise trying hard words.',
        ],
      },
      '7-9': {
        say: 'A fixed homework time and place ends the "when" argument.',
        tips: [
          'Snack and a break first, then homework.',
          'Use a timer for 15 to 20 minutes of focus.',
          'Help them start, then step away.',
        ],
      },
      '10-12': {
        say: "Help them plan the week's homework and check the plan, not every answer.",
        tips: [
          'A weekly planner shows due dates at a glance.',
          'Break big projects into steps on the calendar.',
          'Talk to the teacher if homework regularly takes far too long.',
        ],
      },
      '13+': {
        say: 'Teenagers need to own their study. Offer structure when asked and a quiet place to work.',
        tips: [
          'Help them build a revision timetable before exams.',
          'Phones out of the room during study blocks.',
          'Encourage breaks, sleep and exercise: they help memory.',
        ],
      },
    },
  },
];
