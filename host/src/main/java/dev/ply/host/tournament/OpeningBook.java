package dev.ply.host.tournament;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Options;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The start positions of a tournament, as move sequences: none, random ones, or the lines of a
 * file. Opening {@code i} is always the same for the same seed, so a resumed or repeated run plays
 * the same games; a file's openings are used in turn, from the first again when they run out.
 */
public final class OpeningBook {

  /** Tries at drawing a random opening that does not end the game before giving up. */
  private static final int TRIES = 1000;

  private final List<List<String>> lines;
  private final Game game;
  private final Options variant;
  private final int randomPlies;
  private final long seed;

  private OpeningBook(
      List<List<String>> lines, Game game, Options variant, int randomPlies, long seed) {
    this.lines = lines;
    this.game = game;
    this.variant = variant;
    this.randomPlies = randomPlies;
    this.seed = seed;
  }

  /** Every game from the start position. */
  public static OpeningBook none() {
    return new OpeningBook(List.of(List.of()), null, null, 0, 0);
  }

  /** The given openings, move texts each, used in turn. */
  public static OpeningBook of(List<List<String>> lines) {
    if (lines.isEmpty()) {
      return none();
    }
    return new OpeningBook(
        List.copyOf(lines.stream().map(List::copyOf).toList()), null, null, 0, 0);
  }

  /** Openings of {@code plies} uniformly random legal moves, drawn from {@code seed}. */
  public static OpeningBook random(Game game, Options variant, int plies, long seed) {
    return new OpeningBook(null, game, variant, plies, seed);
  }

  /** Opening {@code index} (from 0) as move texts separated by spaces; empty for none. */
  public String opening(int index) {
    if (lines != null) {
      return String.join(" ", lines.get(index % lines.size()));
    }
    SplittableRandom random = new SplittableRandom(Seeds.of(seed, 1_000_000L + index));
    for (int attempt = 0; attempt < TRIES; attempt++) {
      GameState state = game.newGame(variant);
      int[] moves = new int[state.maxMoves()];
      List<String> texts = new ArrayList<>();
      while (texts.size() < randomPlies && !state.isTerminal()) {
        int n = state.legalMoves(moves);
        int move = moves[random.nextInt(n)];
        texts.add(state.moveToText(move));
        state.play(move);
      }
      if (!state.isTerminal()) {
        return String.join(" ", texts);
      }
    }
    throw new IllegalStateException(
        "no random opening of "
            + randomPlies
            + " plies leaves "
            + game.id()
            + " unfinished after "
            + TRIES
            + " tries; use fewer plies");
  }
}
