// Tricky moments: tantrums at transitions, big feelings, listening, siblings, dawdling.
import type { CoachTopic } from './coach-topic';

/** Topics about behaviour and feelings. */
export const BEHAVIOUR_TOPICS: readonly CoachTopic[] = [
  {
    id: 'transition-tantrums',
    title: 'Tantrums at transitions',
    keywords: [
      'tantrum',
      'tantrums',
      'transition',
      'transitions',
      'switching',
      'playing',
      'playtime',
      'park',
      'playdate',
    ],
    phrases: [
      'tantrums when we stop playing',
      'meltdown when leaving the park',
      'screams when it is time to go',
      'hard to switch activities',
      'tantrum at transitions',
      'loses it when we turn off the tv',
      'melts down when playtime ends',
    ],
    routineKind: null,
    routine: null,
    core: 'Stopping something fun is hard for a developing brain. Warnings, a visual timer and a clear "first, then" make the change predictable, and staying calm yourself helps your child come back to calm faster.',
    bands: {
      '3-4': {
        say: 'Tantrums are normal at this age: your child is learning to handle big feelings, and needs you to stay steady.',
        tips: [
          'Give a five-minute and a one-minute warning with a timer they can see.',
          'Say "first coat, then the swing at the park" rather than "no more play".',
          'Name the feeling ("you are cross it is time to stop") before moving on.',
          'Keep words few during the storm; talk about it later.',
        ],
      },
      '5-6': {
        say: 'Children this age can learn to use a timer themselves, which gives them back a little control.',
        tips: [
          'Let them set the "five more minutes" timer.',
          'Offer a choice inside the transition: "hop or tiptoe to the bath?"',
          'Praise a smooth change the moment it happens.',
        ],
      },
      '7-9': {
        say: 'By now, transitions are easier when your child knows the plan ahead of time.',
        tips: [
          'Go over the afternoon plan at the start, so changes are not a surprise.',
          'Agree a signal (a word, a gesture) for "time to finish up".',
          'If they blow up, give space first and problem-solve later.',
        ],
      },
      '10-12': {
        say: 'Outbursts at this age often come from feeling controlled. Bring them into the planning.',
        tips: [
          'Agree stopping points in games ("at the end of this level").',
          'Ask what would help them switch off more easily.',
          'Keep your response calm and brief, and follow through.',
        ],
      },
      '13+': {
        say: "With teenagers, respect their time like you would an adult's: notice, negotiate, follow through.",
        tips: [
          'Give a real heads-up for plans that interrupt them.',
          'Agree household times (meals, leaving) in advance.',
          'Talk about how they handle frustration when things are calm.',
        ],
      },
    },
  },
  {
    id: 'big-feelings',
    title: 'Big feelings and worries',
    keywords: [
      'feelings',
      'worries',
      'worry',
      'anxious',
      'anxiety',
      'angry',
      'anger',
      'frustrated',
      'frustration',
      'upset',
      'cries',
      'crying',
      'calm',
      'temper',
      'separation',
    ],
    phrases: [
      'big feelings',
      'anxious child',
      'worries a lot',
      'angry outbursts',
      'gets upset easily',
      'cries over small things',
      'nervous about school',
      'calm down strategies',
    ],
    routineKind: null,
    routine: null,
    core: 'Children learn to manage feelings by borrowing our calm first. Naming the feeling, staying close, and teaching one or two calming tools when things are quiet helps more than fixing the problem straight away.',
    bands: {
      '3-4': {
        say: 'Little ones need you to name feelings for them and to stay close while the feeling passes.',
        tips: [
          'Use simple words: "you are sad", "you are scared".',
          'Practise "smell the flower, blow the candle" breathing when calm.',
          'A cuddle or quiet corner is a tool, not a punishment.',
        ],
      },
      '5-6': {
        say: 'Children this age can start to say what they feel and pick from a few calming ideas.',
        tips: [
          'Make a small "calm down" card of pictures: hug, drink of water, squeeze a cushion.',
          'Read stories about feelings and talk about the characters.',
          'Praise them when they use a calming tool.',
        ],
      },
      '7-9': {
        say: 'Worries grow with imagination at this age. Listen first, then help them think it through.',
        tips: [
          'Keep a regular chat time, such as bedtime, for worries.',
          'Ask "what would you tell a friend who felt this way?"',
          'Talk to school if a worry keeps coming back.',
        ],
      },
      '10-12': {
        say: 'Pre-teens feel things deeply and may hide it. Side-by-side talks (in the car, walking) often work best.',
        tips: [
          'Listen without jumping to solutions or reassurance.',
          'Help them notice what their body does when they worry.',
          'If worries stop them doing everyday things, talk to your GP or school.',
        ],
      },
      '13+': {
        say: 'Teenagers need to feel heard more than advised. Keep the door open and your reactions calm.',
        tips: [
          'Ask open questions and accept "I don\'t know" for now.',
          'Share how you manage stress yourself.',
          'Seek help from your GP if low mood or anxiety lasts more than two weeks, or straight away if they are at risk.',
        ],
      },
    },
  },
  {
    id: 'listening-cooperation',
    title: 'Listening and cooperation',
    keywords: [
      'listen',
      'listens',
      'ignore',
      'ignores',
      'ignoring',
      'defiant',
      'defiance',
      'backchat',
      'cooperation',
      'cooperate',
      'shout',
      'shouting',
      'yelling',
      'yell',
      'repeat',
      'hear',
      'consequences',
      'counting',
      'rude',
    ],
    phrases: [
      'does not listen',
      'ignores me',
      'have to ask ten times',
      'will not do what I ask',
      'defiant',
      'backchat',
      'says no to everything',
      'cooperation',
      'like a broken record',
    ],
    routineKind: null,
    routine: null,
    core: 'Children listen best when they feel connected and when requests are clear, few and followed through. Get close, get their attention, say it once in few words, and let the routine carry the repeat requests.',
    bands: {
      '3-4': {
        say: 'At this age, crouch down, touch their arm, say it in five words or fewer, and show them.',
        tips: [
          'Say what to do ("walk, please") rather than what not to do.',
          'Give two choices you are happy with.',
          'Notice and describe good listening: "you came straight away!"',
        ],
      },
      '5-6': {
        say: 'Children this age test rules to see if they are real. Calm, consistent follow-through teaches that they are.',
        tips: [
          'Ask them to repeat the request back.',
          'Use "when... then..." ("when your shoes are on, then we go").',
          'Spend ten minutes a day of play led by them: connection makes cooperation easier.',
        ],
      },
      '7-9': {
        say: 'Involve them in making family rules; children keep rules they helped write.',
        tips: [
          'Write three house rules together and put them on the board.',
          'Use natural consequences where safe.',
          'Praise effort and specific behaviour, not just results.',
        ],
      },
      '10-12': {
        say: 'Pre-teens push back to practise independence. Pick your battles and explain your reasons.',
        tips: [
          'Agree rules and consequences in advance, in a calm moment.',
          'Listen to their side before deciding.',
          'Keep requests respectful, as you would with an adult.',
        ],
      },
      '13+': {
        say: 'With teenagers, influence comes through the relationship. Keep talking, even about small things.',
        tips: [
          'Negotiate where you can, hold firm on safety.',
          'Avoid lectures: one sentence, then leave it.',
          'Let them have a say in the house rules that affect them.',
        ],
      },
    },
  },
  {
    id: 'sibling-fights',
    title: 'Sibling fights',
    keywords: [
      'sibling',
      'siblings',
      'brother',
      'sister',
      'rivalry',
      'jealous',
      'jealousy',
      'baby',
      'bickering',
      'squabbling',
      'started',
      'fairness',
    ],
    phrases: [
      'siblings fighting',
      'brother and sister argue',
      'kids fight all the time',
      'sibling rivalry',
      'jealous of the baby',
      'hitting his sister',
      'fair between siblings',
    ],
    routineKind: null,
    routine: null,
    core: 'Some squabbling is how siblings learn to negotiate. Step in for safety, avoid judging who started it, and give each child some one-to-one time, which reduces rivalry more than any rule.',
    bands: {
      '3-4': {
        say: 'Little ones grab and hit because they do not yet have the words. Stay close and give them the words.',
        tips: [
          'Separate calmly and say "I won\'t let you hit".',
          'Use a timer for turns with a favourite toy.',
          'Give ten minutes a day of one-to-one time to each child.',
        ],
      },
      '5-6': {
        say: 'Children this age can start to solve problems with your help.',
        tips: [
          'Ask each to say what happened without interruption, then ask for ideas.',
          'Praise them when they play well together.',
          'Give each their own routine on the board so they are not compared.',
        ],
      },
      '7-9': {
        say: 'Fairness matters a lot at this age. Explain that fair means each gets what they need, not the same.',
        tips: [
          'Coach them to solve it themselves before you step in.',
          'Avoid comparing ("why can\'t you be like...").',
          'Family jobs can be shared as a team with a shared reward.',
        ],
      },
      '10-12': {
        say: 'Older siblings need privacy and their own space. Protect it and conflicts drop.',
        tips: [
          'Give older children some things that are only theirs.',
          'Do not make the older one the default babysitter.',
          'Hold a short family meeting to agree rules about shared things.',
        ],
      },
      '13+': {
        say: 'Teen siblings often bicker about space and fairness. Keep out of minor disputes and step in on respect.',
        tips: [
          'Agree rules for shared rooms and devices together.',
          'Spend separate time with each teen.',
          'Step in only when it becomes hurtful.',
        ],
      },
    },
  },
  {
    id: 'dawdling-focus',
    title: 'Dawdling and staying on task',
    keywords: [
      'dawdling',
      'dawdles',
      'dawdle',
      'slow',
      'focus',
      'concentration',
      'distracted',
      'daydream',
      'daydreams',
      'daydreaming',
      'forgets',
      'forgetful',
      'adhd',
      'reminders',
      'reminding',
    ],
    phrases: [
      'dawdling',
      'so slow',
      'gets distracted',
      'daydreams',
      'cannot focus',
      'forgets what to do',
      'takes forever to get dressed',
      'needs constant reminders',
      'adhd',
    ],
    routineKind: null,
    routine: null,
    core: 'Planning, remembering steps and noticing time (executive function) are still growing in children. Break tasks into small visible steps, show time passing, and praise starting as much as finishing.',
    bands: {
      '3-4': {
        say: 'At this age, one step at a time, with a picture, is all a child can hold in mind.',
        tips: [
          'Show only the current step, not the whole list.',
          'Use a visual timer ring: the board shows it for each step.',
          'Do the step with them the first few times.',
        ],
      },
      '5-6': {
        say: 'Children this age lose track mid-task. A picture list they can tick off keeps them going.',
        tips: [
          'Make each step small: "socks" rather than "get dressed".',
          'Race the timer, not a sibling.',
          'Praise getting started: "you started straight away!"',
        ],
      },
      '7-9': {
        say: 'A checklist and a timer help more than reminders. Teach them to check the list themselves.',
        tips: [
          'Ask "what is next on your list?" instead of telling them.',
          'Remove distractions (toys, screens) from where the routine happens.',
          'Split long steps into two shorter ones.',
        ],
      },
      '10-12': {
        say: 'Help them build their own systems: lists, alarms, planners.',
        tips: [
          'Let them estimate how long a task takes, then check it with a timer.',
          'Break homework into 20-minute blocks with short breaks.',
          'If focus problems affect school a lot, talk to the school or your GP.',
        ],
      },
      '13+': {
        say: 'Teens can learn time planning like adults do, with your support rather than supervision.',
        tips: [
          'Introduce a planner or calendar app they choose.',
          'Work backwards from deadlines together once.',
          'Praise their system when it works.',
        ],
      },
    },
  },
];
