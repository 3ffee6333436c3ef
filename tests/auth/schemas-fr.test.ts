// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AnyObjectSchema } from 'yup';
import { changePasswordSchemaOf, namesSchemaOf } from '@/modules/accounts/profile-schema';
import { forgotPasswordSchemaOf, resetPasswordSchemaOf, signInSchemaOf, signUpSchemaOf } from '@/modules/accounts/schema';
import { accountTexts, validationWords } from './words';

/** The account schemas built from the French page's words (useValidationWords, useAccountTexts). */
const words = validationWords('fr');
const texts = accountTexts('fr');

async function messages(schema: AnyObjectSchema, values: Record<string, unknown>): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    const found: Record<string, string> = {};
    for (const inner of (error as { inner: { path: string; message: string }[] }).inner) found[inner.path] ??= inner.message;
    return found;
  }
}

const valid = { first_name: 'Élise', last_name: 'Tremblay', email: 'elise@exemple.ca', password: 'assez-long', verify_password: 'assez-long' };

describe('the account schemas on a French page', () => {
  it('say what is missing and malformed in French', async () => {
    expect(await messages(signInSchemaOf(words, texts), { email: '', password: '' })).toEqual({
      email: 'Courriel\u00a0: ce champ est obligatoire',
      password: 'Mot de passe\u00a0: ce champ est obligatoire',
    });
    expect(await messages(signInSchemaOf(words, texts), { email: 'non', password: 'court' })).toEqual({
      email: 'Le courriel doit être une adresse valide',
      password: 'Mot de passe\u00a0: au moins 8\u00a0caractères',
    });
    expect(await messages(forgotPasswordSchemaOf(words), { email: '' })).toEqual({ email: 'Courriel\u00a0: ce champ est obligatoire' });
    expect(await messages(signUpSchemaOf(words, texts), { ...valid, first_name: 'Al', password: '', verify_password: '' })).toEqual({
      first_name: 'Prénom\u00a0: au moins 3\u00a0caractères',
      password: 'Mot de passe\u00a0: ce champ est obligatoire',
      verify_password: 'Confirmation du mot de passe\u00a0: ce champ est obligatoire',
    });
    expect(await messages(namesSchemaOf(words, texts), { first_name: 'Élise', last_name: '' })).toEqual({ last_name: 'Nom\u00a0: ce champ est obligatoire' });
  });

  it('give each of the contract’s mismatch texts its one French version', async () => {
    expect(await messages(signUpSchemaOf(words, texts), { ...valid, verify_password: 'assez-lonG' })).toEqual({
      verify_password: 'Le mot de passe et sa confirmation ne correspondent pas',
    });
    expect(await messages(resetPasswordSchemaOf(words, texts), { password: 'nouveau-mdp', verify_password: 'nouveau-mdP' })).toEqual({
      verify_password: 'Le mot de passe et sa vérification ne correspondent pas',
    });
    expect(
      await messages(changePasswordSchemaOf(words, texts), { current_password: 'ancien-mdp', new_password: 'nouveau-mdp', verify_password: 'autre-mdp1' }),
    ).toEqual({ verify_password: 'La vérification du mot de passe est incorrecte' });
  });
});
