const WINDOW_MS = 3000;

/** Speed over the last three seconds and the time left at that speed (the §4 progress bar's figures). */
export class SpeedMeter {
  private samples: Array<{ at: number; loaded: number }> = [];

  reset(): void {
    this.samples = [];
  }

  /** Adds a sample; answers bytes per second (null until two samples span some time) and seconds left. */
  sample(at: number, loaded: number, total: number): { speed: number | null; timeLeft: number | null } {
    this.samples.push({ at, loaded });
    while (this.samples.length > 2 && at - this.samples[0]!.at > WINDOW_MS) this.samples.shift();
    const first = this.samples[0]!;
    const span = at - first.at;
    if (span <= 0 || loaded < first.loaded) return { speed: null, timeLeft: null };
    const speed = ((loaded - first.loaded) * 1000) / span;
    return { speed, timeLeft: speed > 0 ? Math.max(0, (total - loaded) / speed) : null };
  }
}
