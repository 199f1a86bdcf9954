import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';

// zxcvbn with its dictionaries of leaked passwords and keyboard patterns; built once, on first use.
let estimator: ZxcvbnFactory | undefined;

/** The message for a password that meets the rules but is among the most guessed ones. */
export const GUESSABLE_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose a less predictable one.';

/**
 * True for a password that a guessing attack would find quickly ("Password1!", "Qwerty123!") even though
 * it meets the five requirements. zxcvbn scores 0–4; 0 and 1 mean "too guessable" (under ~10^6 guesses).
 * `personalWords` (the person's name and e-mail) count as known to an attacker.
 */
export function isGuessablePassword(password: string, personalWords: string[] = []): boolean {
  estimator ??= new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs });
  return estimator.check(password, personalWords).score < 2;
}
