import { useState, type FormEvent } from 'react';
import { familySettingsSchema, type WeatherPlace } from '@sync/schemas/family-settings';
import { MESSAGES } from '@sync/schemas/messages';
import type { Place } from '@sync/schemas/place';
import type { User } from '../../session/current-user';
import { validateForm, type FieldErrorMap } from '../../lib/form-errors';
import { buttonClass } from '../../ui/button-class';
import { Combobox } from '../../ui/combobox';
import { SubmitButton } from '../../ui/submit-button';
import { notify } from '../../ui/toaster';
import { useSubmitOnce } from '../../ui/use-submit-once';
import { browserTimeZone } from '../../session/use-family-today';
import { useSaveFamilySettings } from './account-api';
import { showRefusal } from './server-refusal';
import { matchTimeZones, timeZoneLabel, timeZoneOptions } from './time-zones';
import { usePlaceSearch } from './use-place-search';
import { useEdited } from '../../ui/use-edited';
import { useLeaveGuard } from '../../ui/use-leave-guard';

const placeLabel = (place: { name: string; country: string }) => `${place.name}, ${place.country}`;

/** The family's time zone and the town whose weather the boards show. */
export function FamilySettingsForm({ user, offline }: { user: User; offline: boolean }) {
  const save = useSaveFamilySettings();
  const submission = useSubmitOnce();
  const initialZone = user.family?.timeZone ?? browserTimeZone();
  const [timeZone, setTimeZone] = useState(initialZone);
  const [zoneText, setZoneText] = useState(timeZoneLabel(initialZone));
  const [place, setPlace] = useState<WeatherPlace | null>(user.family?.weatherPlace ?? null);
  const [placeText, setPlaceText] = useState(place ? placeLabel(place) : '');
  const [suggested, setSuggested] = useState<{ town: string; zone: string } | null>(null);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const savedPlace = user.family?.weatherPlace ?? null;
  useLeaveGuard(
    useEdited(
      { zoneText, placeText },
      { zoneText: timeZoneLabel(initialZone), placeText: savedPlace ? placeLabel(savedPlace) : '' },
    ),
  );
  const search = usePlaceSearch(placeText, !offline && (place === null || placeText !== placeLabel(place)));

  function choosePlace(found: Place) {
    const chosen = {
      name: found.name,
      country: found.country,
      latitude: found.latitude,
      longitude: found.longitude,
    };
    setPlace(chosen);
    setPlaceText(placeLabel(chosen));
    setErrors({});
    setSuggested(
      found.timeZone !== null && found.timeZone !== timeZone
        ? { town: found.name, zone: found.timeZone }
        : null,
    );
  }

  function chooseZone(zone: string) {
    setTimeZone(zone);
    setZoneText(timeZoneLabel(zone));
    setSuggested(null);
    setErrors({});
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const zoneChosen = zoneText === timeZoneLabel(timeZone);
    const placeChosen = placeText.trim() === '' || (place !== null && placeText === placeLabel(place));
    if (!zoneChosen || !placeChosen) {
      setErrors({
        ...(zoneChosen ? {} : { timeZone: [MESSAGES.timeZoneInvalid] }),
        ...(placeChosen ? {} : { weatherPlace: [MESSAGES.placeNotChosen] }),
      });
      document.getElementById(zoneChosen ? 'family-weatherPlace' : 'family-timeZone')?.focus();
      return;
    }
    const result = validateForm(familySettingsSchema, {
      timeZone,
      weatherPlace: placeText.trim() === '' ? null : place,
    });
    if (!result.ok) return setErrors(result.errors);
    await submission.run(async () => {
      try {
        await save.mutateAsync(result.data);
        notify({ title: 'Saved', description: 'Your family settings are up to date.' });
      } catch (error) {
        const fields = showRefusal(error, { BAD_REQUEST: 'timeZone' });
        if (fields) setErrors(fields);
      }
    });
  }

  const placeStatus = offline
    ? undefined
    : search.state === 'searching'
      ? 'Looking for towns…'
      : search.state === 'failed'
        ? "We couldn't search for towns just now. Try again in a moment."
        : search.state === 'done' && search.places.length === 0
          ? `No town starts with “${placeText.trim()}”.`
          : place === null
            ? 'Type the first letters of your town, then choose it from the list.'
            : undefined;

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <fieldset disabled={offline} className="space-y-5">
        <legend className="sr-only">Family settings</legend>
        <Combobox
          id="family-timeZone"
          label="Time zone"
          text={zoneText}
          onTextChange={setZoneText}
          options={matchTimeZones(zoneText === timeZoneLabel(timeZone) ? '' : zoneText, timeZoneOptions())}
          optionKey={(zone) => zone}
          optionLabel={timeZoneLabel}
          onSelect={chooseZone}
          status="Days, streaks and alarms follow this zone. Type a city or region to change it."
          errors={errors.timeZone}
          disabled={offline}
        />
        <Combobox
          id="family-weatherPlace"
          label="Weather place"
          text={placeText}
          onTextChange={setPlaceText}
          options={search.places}
          optionKey={(found) => `${found.name}|${found.country}|${found.latitude}|${found.longitude}`}
          optionLabel={(found) => (
            <span>
              <span className="font-bold">{found.name}</span>
              <span className="text-ink-soft">
                {' '}
                {found.region ? `${found.region}, ` : ''}
                {found.country}
              </span>
            </span>
          )}
          onSelect={choosePlace}
          status={placeStatus}
          errors={errors.weatherPlace}
          disabled={offline}
          placeholder="Your town"
        />
        {suggested && (
          <div
            role="status"
            className="flex flex-col gap-3 rounded-2xl bg-sky-100 p-4 sm:flex-row sm:items-center"
          >
            <p className="flex-1">
              {suggested.town} is in {timeZoneLabel(suggested.zone)}. Use it as your family&apos;s time zone?
            </p>
            <button
              type="button"
              className={buttonClass('secondary')}
              onClick={() => chooseZone(suggested.zone)}
            >
              Use {timeZoneLabel(suggested.zone)}
            </button>
          </div>
        )}
        <SubmitButton pending={submission.pending} pendingLabel="Saving…">
          Save family settings
        </SubmitButton>
      </fieldset>
    </form>
  );
}
