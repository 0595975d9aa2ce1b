import { useEffect, useState } from 'react';

/** Sounds are off unless the player turns them on (kept in this browser). */
const KEY = 'parlour.sound';

export const soundOn = (): boolean => localStorage.getItem(KEY) === 'on';

export function useSoundSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(soundOn);
  useEffect(() => {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  }, [on]);
  return [on, setOn];
}

let context: AudioContext | null = null;

/** A short two-note chime (about a fifth of a second) when it becomes the player's turn; nothing when sounds are off. */
export function chime(): void {
  if (!soundOn() || typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const now = context.currentTime;
  for (const [i, freq] of [660, 880].entries()) {
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.frequency.value = freq;
    gain.gain.setValueAtTime(0.08, now + i * 0.09);
    gain.gain.exponentialRampToValueAtTime(0.0001, now + i * 0.09 + 0.12);
    osc.connect(gain).connect(context.destination);
    osc.start(now + i * 0.09);
    osc.stop(now + i * 0.09 + 0.13);
  }
}
