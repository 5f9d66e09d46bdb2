const BASE_MS = 4;
const CAP_MS = 250;

// "Full jitter": writers that collided once spread out instead of colliding again in step.
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  return Math.floor(random() * Math.min(CAP_MS, BASE_MS * 2 ** attempt));
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
