import type { CombComponent } from './com-b.ts';

/**
 * A behaviour-change technique as the service offers it: its BCT Taxonomy v1 number and label (Michie
 * et al. 2013), the client's name for it and one plain sentence, and the COM-B components it targets,
 * from the technique-to-mechanism links of the Theory & Techniques Tool (docs/product.md#techniques).
 */
export type Technique = {
  code: string;
  label: string;
  name: string;
  description: string;
  components: readonly CombComponent[];
  /** Retired techniques stay on the plans that have them but are no longer offered or suggested. */
  retired?: boolean;
};

const technique = (
  code: string,
  label: string,
  name: string,
  description: string,
  ...components: CombComponent[]
): Technique => ({ code, label, name, description, components });

/** The reviewed library, written to the bcts table at start-up (sync-technique-library.ts). */
export const TECHNIQUE_LIBRARY: readonly Technique[] = [
  technique(
    '1.1',
    'Goal setting (behaviour)',
    'Set a goal',
    'Agree one clear thing you will do, such as walking for 20 minutes on three days this week.',
    'motivation-reflective',
  ),
  technique(
    '1.4',
    'Action planning',
    'Make a plan',
    'Decide exactly when, where and how you will do it, so it happens without having to think.',
    'capability-psychological',
    'motivation-reflective',
  ),
  technique(
    '2.3',
    'Self-monitoring of behaviour',
    'Keep track',
    'Write down or use an app to record what you do each day, so you can see your progress.',
    'capability-psychological',
    'motivation-reflective',
  ),
  technique(
    '1.2',
    'Problem solving',
    'Plan for problems',
    'Think about what could get in the way and what you will do if it does.',
    'capability-psychological',
    'motivation-reflective',
  ),
  technique(
    '3.1',
    'Social support (unspecified)',
    'Get support',
    'Ask a friend, family member or colleague to help you or join in.',
    'opportunity-social',
  ),
  technique(
    '8.3',
    'Habit formation',
    'Build a habit',
    'Do the new behaviour at the same time and place each day until it becomes automatic.',
    'motivation-automatic',
  ),
  technique(
    '12.1',
    'Restructuring the physical environment',
    'Change your surroundings',
    'Make the healthy choice the easy one: keep fruit on the side, and keep alcohol or cigarettes out of sight.',
    'opportunity-physical',
  ),
  technique(
    '11.2',
    'Reduce negative emotions',
    'Manage stress',
    'Use a short breathing exercise or a walk to cope with stress instead of old habits.',
    'motivation-automatic',
    'capability-psychological',
  ),
  technique(
    '1.5',
    'Review behaviour goal(s)',
    'Look back at your goal',
    'Check with your coach how your goal went and change it if it was too hard or too easy.',
    'motivation-reflective',
  ),
  technique(
    '1.9',
    'Commitment',
    'Make a promise to yourself',
    'Say or write down that you will make this change, and that it matters to you.',
    'motivation-reflective',
  ),
  technique(
    '2.2',
    'Feedback on behaviour',
    'See how you are doing',
    'Your coach tells you how your week went compared with what you set out to do.',
    'motivation-reflective',
    'capability-psychological',
  ),
  technique(
    '2.4',
    'Self-monitoring of outcome(s) of behaviour',
    'Track the results',
    'Keep a note of your weight, your waist or the money you save, so you can see the change.',
    'motivation-reflective',
  ),
  technique(
    '3.2',
    'Social support (practical)',
    'Get a hand',
    'Ask someone to help in a practical way, such as minding the children while you go for a walk.',
    'opportunity-social',
    'opportunity-physical',
  ),
  technique(
    '3.3',
    'Social support (emotional)',
    'Lean on someone',
    'Talk to someone you trust when it gets hard, so you do not face it alone.',
    'opportunity-social',
    'motivation-automatic',
  ),
  technique(
    '4.1',
    'Instruction on how to perform the behaviour',
    'Learn how',
    'Your coach shows you step by step how to do it, such as reading a food label or counting units.',
    'capability-psychological',
    'capability-physical',
  ),
  technique(
    '5.1',
    'Information about health consequences',
    'Know what it does to your health',
    'Find out what the change will do for your body, now and later.',
    'motivation-reflective',
    'capability-psychological',
  ),
  technique(
    '5.3',
    'Information about social and environmental consequences',
    'Know what it means for others',
    'Think about what the change means for your family, your money and the people around you.',
    'motivation-reflective',
  ),
  technique(
    '6.1',
    'Demonstration of the behaviour',
    'See it done',
    'Watch someone do it first, in person or on a video, before you try it yourself.',
    'capability-physical',
    'capability-psychological',
  ),
  technique(
    '6.2',
    'Social comparison',
    'See how others do it',
    'Hear how people like you have made the same change.',
    'opportunity-social',
    'motivation-reflective',
  ),
  technique(
    '7.1',
    'Prompts/cues',
    'Set reminders',
    'Use a phone alarm, a note on the fridge or shoes by the door to remind you when it is time.',
    'motivation-automatic',
    'capability-psychological',
  ),
  technique(
    '8.1',
    'Behavioural practice/rehearsal',
    'Practise',
    'Do it again and again, in easy steps, until it feels natural.',
    'capability-physical',
    'motivation-automatic',
  ),
  technique(
    '8.2',
    'Behaviour substitution',
    'Swap it',
    'Do something else in its place, such as a fizzy water instead of a beer or a walk instead of a cigarette.',
    'motivation-automatic',
  ),
  technique(
    '8.4',
    'Habit reversal',
    'Break the old habit',
    'Notice what starts the old habit and do something different every time it happens.',
    'motivation-automatic',
  ),
  technique(
    '8.7',
    'Graded tasks',
    'Start small',
    'Begin with something easy and make it a little harder each week.',
    'capability-physical',
    'motivation-reflective',
  ),
  technique(
    '9.2',
    'Pros and cons',
    'Weigh it up',
    'List what you gain and what you lose by changing, and what staying the same costs you.',
    'motivation-reflective',
  ),
  technique(
    '10.4',
    'Social reward',
    'Get praise',
    'Tell someone when you have done it and let them praise you.',
    'motivation-automatic',
    'opportunity-social',
  ),
  technique(
    '10.9',
    'Self-reward',
    'Treat yourself',
    'Give yourself a small treat that fits your goal when you have done what you set out to do.',
    'motivation-automatic',
  ),
  technique(
    '11.1',
    'Pharmacological support',
    'Use stop-smoking medicine',
    'Use nicotine replacement or a stop-smoking medicine to take the edge off withdrawal.',
    'capability-physical',
    'motivation-automatic',
  ),
  technique(
    '12.2',
    'Restructuring the social environment',
    'Change who you are with',
    'Spend more time with people who support the change and less in places where the old habit happens.',
    'opportunity-social',
  ),
  technique(
    '12.3',
    'Avoidance/reducing exposure to cues for the behaviour',
    'Steer clear of triggers',
    'Keep away from the places, times and things that set off the old habit, at least at first.',
    'motivation-automatic',
    'opportunity-physical',
  ),
  technique(
    '12.5',
    'Adding objects to the environment',
    'Get the right things',
    'Get what makes it easier, such as a water bottle, walking shoes or smaller glasses.',
    'opportunity-physical',
  ),
  technique(
    '13.2',
    'Framing/reframing',
    'See it another way',
    'Think of the change in a new light, such as a walk being time for yourself rather than a chore.',
    'motivation-reflective',
  ),
  technique(
    '13.5',
    'Identity associated with changed behaviour',
    'Be the new you',
    'Think of yourself as someone who is active, a non-smoker or a light drinker.',
    'motivation-reflective',
  ),
  technique(
    '15.1',
    'Verbal persuasion about capability',
    'Hear that you can',
    'Your coach reminds you of your strengths and tells you that you can do this.',
    'motivation-reflective',
  ),
  technique(
    '15.3',
    'Focus on past success',
    'Remember what worked',
    'Think about times you changed something before and what helped you then.',
    'motivation-reflective',
  ),
  technique(
    '15.4',
    'Self-talk',
    'Talk yourself through it',
    'Say something encouraging to yourself before and during the hard moments.',
    'motivation-reflective',
    'motivation-automatic',
  ),
];
