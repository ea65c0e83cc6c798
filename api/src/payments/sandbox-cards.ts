/** What /v2/token takes: a card as the buyer typed it. */
export interface CardInput {
  card_number: string;
  card_exp_month: string;
  card_exp_year: string;
  card_cvv: string;
}

/** Midtrans' sandbox test cards: this one is accepted when saved and declined when charged. */
export const ACCEPTING_CARD = '4811111111111114';
export const DECLINING_CARD = '4911111111111113';
/** A GoPay number ending so is linked, and its charges are declined (an empty balance): the sandbox's own rule. */
export const isDecliningGopay = (digits: string) => digits.endsWith('0000');

/** The Luhn checksum every card number carries. */
function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Why Midtrans would refuse to tokenize this card, or null when it would not. */
export function cardProblem(card: CardInput, now: Date = new Date()): string | null {
  const number = card.card_number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !luhnValid(number)) return 'card_number';
  const month = Number(card.card_exp_month);
  const year = Number(card.card_exp_year);
  if (!Number.isInteger(month) || month < 1 || month > 12 || !/^\d{4}$/.test(card.card_exp_year)) return 'card_exp';
  if (Date.UTC(year, month, 1) <= now.getTime()) return 'card_exp';
  if (!/^\d{3,4}$/.test(card.card_cvv)) return 'card_cvv';
  return null;
}
