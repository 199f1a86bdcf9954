import { describe, expect, it } from 'vitest';
import {
  DAILY_CONTENT_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  KEY_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PICTURE_MAX_LENGTH,
  PROGRESS_MAX_LENGTH,
  ROUTINE_TASKS_MAX,
  STEP_PHOTO_MAX_LENGTH,
} from '../domain/limits';
import { jsonBytes, REQUEST_BODY_MAX_BYTES } from '../protocol/request-size';
import { COLLECTIONS, type CollectionName } from '../protocol/collections';
import { SAMPLE_DOCUMENTS } from '../testing/sample-documents';
import { firstMessage, MESSAGES } from './messages';
import { loginFormSchema, signupFormSchema } from './user';

const text = (length: number) => 'a'.repeat(length);
const jpeg = (length: number) =>
  `data:image/jpeg;base64,${'A'.repeat(length - 'data:image/jpeg;base64,'.length)}`;
const routineTasks = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    name: `Step ${index}`,
    duration: 2,
    icon: 'star',
    completed: false,
  }));

/** The sample document of a collection with one field changed, parsed with the collection's wire schema. */
function parsedWith(collection: CollectionName, field: string, value: unknown) {
  return COLLECTIONS[collection].schema.safeParse({ ...SAMPLE_DOCUMENTS[collection], [field]: value });
}

// Class 3 of the hardening work: every field a person or a device writes has a bound that the forms and the
// server share; at the bound a value is kept, one past it is refused with a message.
describe('V-SIZE-1, V-SIZE-2: every text a family writes has a size limit, shared by the forms and the server', () => {
  it.each([
    ['children', 'name', text(NAME_MAX_LENGTH), text(NAME_MAX_LENGTH + 1), MESSAGES.nameTooLong],
    ['children', 'deviceId', text(KEY_MAX_LENGTH), text(KEY_MAX_LENGTH + 1), MESSAGES.keyTooLong],
    [
      'children',
      'profilePicture',
      jpeg(PICTURE_MAX_LENGTH),
      jpeg(PICTURE_MAX_LENGTH + 4),
      MESSAGES.pictureInvalid,
    ],
    ['routines', 'name', text(NAME_MAX_LENGTH), text(NAME_MAX_LENGTH + 1), MESSAGES.nameTooLong],
    [
      'routines',
      'tasks',
      routineTasks(ROUTINE_TASKS_MAX),
      routineTasks(ROUTINE_TASKS_MAX + 1),
      MESSAGES.tooManyTasks,
    ],
    [
      'routineInstances',
      'status',
      { step: text(PROGRESS_MAX_LENGTH - 12) },
      { step: text(PROGRESS_MAX_LENGTH) },
      MESSAGES.progressTooLarge,
    ],
    ['alarms', 'sound', text(KEY_MAX_LENGTH), text(KEY_MAX_LENGTH + 1), MESSAGES.keyTooLong],
    [
      'alarms',
      'selectedDays',
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      Array(8).fill('mon'),
      MESSAGES.alarmDayInvalid,
    ],
    ['activities', 'name', text(NAME_MAX_LENGTH), text(NAME_MAX_LENGTH + 1), MESSAGES.nameTooLong],
    ['chores', 'name', text(NAME_MAX_LENGTH), text(NAME_MAX_LENGTH + 1), MESSAGES.nameTooLong],
    ['chores', 'description', text(NOTE_MAX_LENGTH), text(NOTE_MAX_LENGTH + 1), MESSAGES.noteTooLong],
    ['chores', 'icon', text(KEY_MAX_LENGTH), text(KEY_MAX_LENGTH + 1), MESSAGES.keyTooLong],
    [
      'rewardTransactions',
      'description',
      text(NOTE_MAX_LENGTH),
      text(NOTE_MAX_LENGTH + 1),
      MESSAGES.noteTooLong,
    ],
    ['magicRewards', 'name', text(NAME_MAX_LENGTH), text(NAME_MAX_LENGTH + 1), MESSAGES.nameTooLong],
    [
      'dailyContent',
      'text',
      text(DAILY_CONTENT_MAX_LENGTH),
      text(DAILY_CONTENT_MAX_LENGTH + 1),
      MESSAGES.contentTooLong,
    ],
    ['boardUsageSessions', 'endReason', text(KEY_MAX_LENGTH), text(KEY_MAX_LENGTH + 1), MESSAGES.keyTooLong],
  ] as const)(
    '%s.%s: kept at its limit, refused one past it',
    (collection, field, atLimit, pastLimit, message) => {
      expect(parsedWith(collection, field, atLimit).success).toBe(true);
      expect(firstMessage(parsedWith(collection, field, pastLimit))).toBe(message);
    },
  );

  it('refuses a picture that is not a JPEG, PNG or WebP data URL or one of the app’s own pictures', () => {
    for (const picture of [
      'data:text/html;base64,PHNjcmlwdD4=',
      'https://example.com/a.png',
      'javascript:alert(1)',
    ]) {
      expect(firstMessage(parsedWith('children', 'profilePicture', picture))).toBe(MESSAGES.pictureInvalid);
    }
    expect(parsedWith('children', 'profilePicture', '/avatars/maya.png').success).toBe(true);
  });

  it('V-ROUTINE-7: keeps a step photo at its limit and refuses one past it, on that step', () => {
    const withPhoto = (photo: string) =>
      parsedWith('routines', 'tasks', [{ ...routineTasks(1)[0], photo }, ...routineTasks(2)]);
    expect(withPhoto(jpeg(STEP_PHOTO_MAX_LENGTH)).success).toBe(true);
    const past = withPhoto(jpeg(STEP_PHOTO_MAX_LENGTH + 4));
    expect(firstMessage(past)).toBe(MESSAGES.stepPhotoInvalid);
    expect(past.error?.issues[0]?.path).toEqual(['tasks', 0, 'photo']);
    expect(firstMessage(withPhoto('https://example.com/brush.jpg'))).toBe(MESSAGES.stepPhotoInvalid);
  });

  it('V-ROUTINE-7: a routine of the most steps, each with the largest photo and the widest name, fits one push as its new and assumed state', () => {
    const wide = '日'.repeat(NAME_MAX_LENGTH);
    const routine = COLLECTIONS.routines.schema.parse({
      ...SAMPLE_DOCUMENTS.routines,
      name: wide,
      tasks: routineTasks(ROUTINE_TASKS_MAX).map((task, index) => ({
        ...task,
        id: `0190b7a0-0000-7000-8000-${String(index).padStart(12, '0')}`,
        name: wide,
        icon: text(KEY_MAX_LENGTH),
        duration: 1,
        completedAt: '2025-04-15T07:12:00.000Z',
        photo: jpeg(STEP_PHOTO_MAX_LENGTH),
      })),
    });
    const body = { rows: [{ newDocumentState: routine, assumedMasterState: routine }] };
    expect(jsonBytes(body)).toBeLessThanOrEqual(REQUEST_BODY_MAX_BYTES);
  });

  it('bounds the names, e-mail and password of a sign-up and a login', () => {
    const signup = {
      firstName: 'Sam',
      lastName: 'Lee',
      email: 'sam@example.com',
      password: 'Secret#123',
      country: 'United States',
      acceptedTerms: true,
    };
    expect(signupFormSchema.safeParse(signup).success).toBe(true);
    expect(firstMessage(signupFormSchema.safeParse({ ...signup, lastName: text(NAME_MAX_LENGTH + 1) }))).toBe(
      MESSAGES.nameTooLong,
    );
    const longEmail = `${text(EMAIL_MAX_LENGTH)}@example.com`;
    expect(firstMessage(loginFormSchema.safeParse({ email: longEmail, password: 'Secret#123' }))).toBe(
      MESSAGES.emailInvalid,
    );
    const longPassword = `Aa1#${text(PASSWORD_MAX_LENGTH)}`;
    expect(
      firstMessage(loginFormSchema.safeParse({ email: 'sam@example.com', password: longPassword })),
    ).toBe(MESSAGES.passwordTooLong);
  });
});
