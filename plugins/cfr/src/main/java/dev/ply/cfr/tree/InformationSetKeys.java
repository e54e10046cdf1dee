package dev.ply.cfr.tree;

import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.GameState;
import dev.ply.api.View;

/**
 * The key of a seat's information set: the positions it cannot tell apart share one key, and CFR
 * keeps one policy and one set of regrets per key.
 *
 * <p>In a game of {@link GameFeature#HIDDEN_INFORMATION} the key is the seat's observation text
 * ({@link GameState#observation(int)}, equal to its {@link View#observation()}), which by the api's
 * contract says everything the seat knows, its own moves included: with perfect recall it names
 * exactly one information set. In a game where everything is seen the key is the position's hash
 * ({@link GameState#hash()}), which the game makes equal for equal positions: a position reached by
 * two orders of moves is then one "information set", which is sound because what follows it does
 * not depend on the way there, and cheaper than rendering every position as text.
 */
public enum InformationSetKeys {
  /** The seat and its observation text. */
  OBSERVATION {
    @Override
    public String of(GameState state, int seat) {
      return seat + "|" + state.observation(seat);
    }

    @Override
    public String of(View view) {
      return view.seat() + "|" + view.observation();
    }
  },

  /** The seat and the position's hash. */
  POSITION {
    @Override
    public String of(GameState state, int seat) {
      return seat + "#" + Long.toHexString(state.hash());
    }

    @Override
    public String of(View view) {
      throw new UnsupportedOperationException("a game where everything is seen hands out no views");
    }
  };

  /** The keys for {@code game}: observations where something is hidden, else positions. */
  public static InformationSetKeys forGame(Game game) {
    return game.features().contains(GameFeature.HIDDEN_INFORMATION) ? OBSERVATION : POSITION;
  }

  /** The key of the information set {@code seat} is in at {@code state}. */
  public abstract String of(GameState state, int seat);

  /** The key of the information set of a view's seat. */
  public abstract String of(View view);

  /** The observation part of a key, for people. */
  public static String text(String key) {
    int bar = key.indexOf('|');
    return bar >= 0 ? key.substring(bar + 1) : key;
  }
}
