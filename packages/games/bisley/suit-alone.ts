/**
 * One suit played alone: could its cards all go home if every card of the other suits
 * vanished whenever we liked? Cards are only ever built onto cards of their own suit,
 * so other suits never come back between a suit's cards; a winning line of the whole
 * game, with the other suits' moves left out, wins this smaller game too. When the
 * smaller game is lost, so is the whole position. It catches knots within a suit, such
 * as 7H over 5H in one column and 4H over 6H in another, that `stuck` cannot see.
 */
export class SuitAlone {
  private readonly won = new Set<string>();
  private readonly lost = new Set<string>();

  /** Suit `suit` of this tableau, with its ace and king piles at `ace` and `king`. */
  winnable(columns: readonly (readonly number[])[], suit: number, ace: number, king: number): boolean {
    const stacks: number[][] = [];
    for (const column of columns) {
      let stack: number[] | null = null;
      for (const card of column) {
        if (((card / 13) | 0) !== suit) continue;
        stack ??= [];
        stack.push((card % 13) + 1);
      }
      if (stack) stacks.push(stack);
    }
    // A false verdict inside a search that later wins may only mean "on the stack", so
    // only a search that fails as a whole lets us keep its losses.
    const visited = new Set<string>();
    const result = this.search(stacks, ace, king, visited);
    if (!result) for (const key of visited) this.lost.add(key);
    return result;
  }

  private search(stacks: number[][], ace: number, king: number, visited: Set<string>): boolean {
    // Every move home is safe, for the reason given in solver.ts.
    for (let moved = true; moved; ) {
      moved = false;
      for (const stack of stacks) {
        const rank = stack[stack.length - 1];
        if (rank === ace + 1) ace++;
        else if (rank === king - 1) king--;
        else continue;
        stack.pop();
        moved = true;
      }
      if (moved) stacks = stacks.filter((s) => s.length > 0);
    }
    if (stacks.length === 0) return true;
    const key = `${ace},${king}:${stacks
      .map((s) => s.join('.'))
      .sort()
      .join('|')}`;
    if (this.won.has(key)) return true;
    if (this.lost.has(key) || visited.has(key)) return false;
    visited.add(key);
    if (stacks.some(buried)) return false;
    for (let i = 0; i < stacks.length; i++) {
      const rank = stacks[i][stacks[i].length - 1];
      for (let j = 0; j < stacks.length; j++) {
        const onto = stacks[j][stacks[j].length - 1];
        if (i === j || Math.abs(onto - rank) !== 1) continue;
        const next = stacks.map((s, k) => (k === i ? s.slice(0, -1) : k === j ? [...s, rank] : s.slice()));
        if (this.search(next, ace, king, visited)) {
          this.won.add(key);
          return true;
        }
      }
    }
    return false;
  }
}

/** Whether some card lies over both of its neighbours in one stack: it can never move. */
function buried(stack: readonly number[]): boolean {
  for (let i = 2; i < stack.length; i++) {
    const rank = stack[i];
    let below = false;
    let above = false;
    for (let j = 0; j < i; j++) {
      if (stack[j] === rank - 1) below = true;
      else if (stack[j] === rank + 1) above = true;
    }
    if (below && above) return true;
  }
  return false;
}
