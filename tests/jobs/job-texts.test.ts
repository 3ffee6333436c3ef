// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createTranslator } from 'use-intl/core';
import { MESSAGES } from '@/app/_i18n/messages';
import { areaMaxMessage, AREA_MESSAGE, COATS_MESSAGE, NAME_CHARACTERS_MESSAGE, NAME_LENGTH_MESSAGE, NAME_MAX_LENGTH, NAME_REQUIRED_MESSAGE, NOTES_LENGTH_MESSAGE, NOTES_MAX_LENGTH } from '@/modules/jobs/config';
import { MAX_COATS } from '@/modules/catalogue';
import { areaText } from '@/modules/jobs/format';

/** The job forms' English is the contract's own words (config.ts), which the dashboard answers too; French has its own. */
const words = (locale: 'en' | 'fr') => createTranslator({ locale, messages: MESSAGES[locale], namespace: 'jobs.client.validation' });

describe('the job rules’ texts', () => {
  it('are the contract’s in English', () => {
    const t = words('en');
    expect(t('nameRequired')).toBe(NAME_REQUIRED_MESSAGE);
    expect(t('nameLength', { max: String(NAME_MAX_LENGTH) })).toBe(NAME_LENGTH_MESSAGE);
    expect(t('nameCharacters')).toBe(NAME_CHARACTERS_MESSAGE);
    expect(t('area')).toBe(AREA_MESSAGE);
    expect(t('areaMax', { max: '10000', unit: 'm²' })).toBe(areaMaxMessage('m2'));
    expect(t('coats', { max: String(MAX_COATS) })).toBe(COATS_MESSAGE);
    expect(t('notesLength', { max: String(NOTES_MAX_LENGTH) })).toBe(NOTES_LENGTH_MESSAGE);
  });

  it('are French on a French page, with French figures', () => {
    expect(words('fr')('notesLength', { max: '2\u00a0000' })).toBe('Les notes doivent compter au plus 2\u00a0000\u00a0caractères');
    expect(areaText({ area: 45.5, area_unit: 'm2' }, 'fr')).toBe('45,5\u00a0m²');
    expect(areaText({ area: 45.5, area_unit: 'm2' }, 'en')).toBe('45.5 m²');
  });
});
