import { readString, writeString } from '../../../lib/storage/local-storage';
import { storageKeys } from '../../../lib/storage/storage-keys';

export const speechVolume = 1;
export const speechRate = 0.8;

export function speechSupported(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

export function isSpeechOn(): boolean {
  return readString(storageKeys.speech) === 'true';
}

export function setSpeechOn(on: boolean): void {
  writeString(storageKeys.speech, String(on));
  if (!on && speechSupported()) window.speechSynthesis.cancel();
}

// Spec §1: the browser reads answers aloud at volume 1 and rate 0.8, in the interface language.
export function speak(text: string, locale: string): void {
  if (!speechSupported() || !text.trim()) return;
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.volume = speechVolume;
  utterance.rate = speechRate;
  utterance.lang = locale === 'tr' ? 'tr-TR' : locale;
  window.speechSynthesis.speak(utterance);
}
