/** Demo articles, events and the behaviour-change technique library. */

export const ARTICLES = [
  [
    'Small swaps that add up',
    'Swapping a sugary drink for water or a latte for a smaller one can save hundreds of calories a week without feeling like a diet.',
    'weight',
    'https://www.nhs.uk/live-well/healthy-weight/managing-your-weight/',
  ],
  [
    'Walking your way to 150 minutes',
    'Brisk walking counts as moderate activity. Three ten-minute walks a day, five days a week, and you have met the guideline.',
    'activity',
    'https://www.nhs.uk/live-well/exercise/walking-for-health/',
  ],
  [
    'What is a unit of alcohol?',
    'A pint of lower-strength beer is about 2 units and a large glass of wine is about 3. Knowing your units makes cutting down easier.',
    'alcohol',
    'https://www.nhs.uk/live-well/alcohol-advice/calculating-alcohol-units/',
  ],
  [
    'Your first week smoke-free',
    'Cravings peak in the first few days and pass within minutes. Plan what you will do instead before they come.',
    'smoking',
    'https://www.nhs.uk/better-health/quit-smoking/',
  ],
  [
    'Sleep and your weight',
    'Short sleep changes the hormones that control hunger. A regular bedtime is one of the simplest changes you can make.',
    'wellbeing',
    'https://www.nhs.uk/every-mind-matters/mental-wellbeing-tips/how-to-fall-asleep-faster-and-sleep-better/',
  ],
  [
    'Vaping to quit: the facts',
    'Vaping is far less harmful than smoking, but it is not risk-free. If you do not smoke, do not start vaping.',
    'smoking',
    'https://www.nhs.uk/better-health/quit-smoking/ready-to-quit-smoking/vaping-to-quit-smoking/',
  ],
  [
    'Drink-free days',
    'Having several drink-free days each week is a good way to cut down. Try starting with the days you find easiest.',
    'alcohol',
    'https://www.nhs.uk/better-health/drink-less/',
  ],
  [
    'Eating well on a budget',
    'Frozen and tinned vegetables count towards your five a day and cost less. Plan meals around what you already have.',
    'weight',
    'https://www.nhs.uk/live-well/eat-well/',
  ],
  [
    'Break up your sitting time',
    'Standing up and moving for a few minutes every half hour helps your heart, even if you already exercise.',
    'activity',
    'https://www.nhs.uk/live-well/exercise/exercise-guidelines/why-sitting-too-much-is-bad-for-us/',
  ],
  [
    'Strength on two days a week',
    'Carrying shopping, gardening and climbing stairs all help keep muscles strong. You do not need a gym.',
    'activity',
    'https://www.nhs.uk/live-well/exercise/strength-exercises/',
  ],
  [
    'Stress and habits',
    'Stress can make old habits harder to change. Five minutes of slow breathing can take the edge off a craving.',
    'wellbeing',
    'https://www.nhs.uk/every-mind-matters/mental-health-issues/stress/',
  ],
  [
    'Reading food labels',
    'Traffic-light labels show at a glance whether a food is high, medium or low in fat, sugar and salt.',
    'weight',
    'https://www.nhs.uk/live-well/eat-well/food-guidelines-and-food-labels/how-to-read-food-labels/',
  ],
] as const;

export const EVENTS = [
  [
    'Weymouth seafront walking group',
    'A friendly, free walk along the seafront every Tuesday morning. Walks last about an hour at a comfortable pace, with a stop for a chat halfway. Everyone is welcome, whatever your fitness, and a volunteer walk leader will make sure nobody is left behind. Meet by the clock on the Esplanade at ten o’clock.',
    'activity',
    'weymouth-walking-group',
    12,
  ],
  [
    'Cook well for less, Poole',
    'A four-week cooking course at Poole library showing how to make quick, healthy family meals for under two pounds a portion. Each session ends with a shared meal and recipe cards to take home. Places are limited, so ask your coach to book you in.',
    'weight',
    'cook-well-poole',
    20,
  ],
  [
    'Stop smoking drop-in, Dorchester',
    'Drop in to talk to a stop smoking adviser at Dorchester library. Advisers can give you stop smoking aids and carbon monoxide readings, and help you make a plan that fits your life.',
    'smoking',
    'stop-smoking-dorchester',
    6,
  ],
  [
    'Couch to 5K, Bournemouth',
    'Join a friendly beginners’ running group in Kings Park. Over nine weeks you will build up from short bursts of jogging to running five kilometres without stopping.',
    'activity',
    'couch-to-5k-bournemouth',
    27,
  ],
] as const;
