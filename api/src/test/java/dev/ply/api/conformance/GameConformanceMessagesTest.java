package dev.ply.api.conformance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.opentest4j.AssertionFailedError;

/**
 * The kit's failures name the broken property: each test runs the kit on a game with one bug
 * planted in {@link NimFixture} and reads the message a plugin author would see.
 */
class GameConformanceMessagesTest {

  /** The bugs a game author makes, one at a time. */
  private enum Bug {
    /** The hash is updated on play but not restored on undo. */
    HASH_NOT_UNDONE,
    /** {@code copy()} shares the board with the original. */
    SHALLOW_COPY,
    /** {@code textToMove} reads a move's text as the move after it. */
    TEXT_OFF_BY_ONE,
    /** The loser's utility is 0 instead of −1. */
    LOSER_SCORES_ZERO
  }

  /** Runs the kit on the fixture with {@code bug}. */
  private static final class Kit extends GameConformanceTest {
    private final Bug bug;

    Kit(Bug bug) {
      this.bug = bug;
    }

    @Override
    protected Game game() {
      return new Buggy(new NimFixture(), bug);
    }

    @Override
    protected int playouts() {
      return 5;
    }
  }

  private static String failure(Executable check) {
    return assertThrows(AssertionFailedError.class, check).getMessage();
  }

  @Test
  void aHashThatUndoDoesNotRestoreIsNamedAsTheHash() {
    String message =
        failure(new Kit(Bug.HASH_NOT_UNDONE)::undoRestoresAnEqualStateAndHashAlongRandomPlayouts);
    assertTrue(
        message.startsWith("hash after undo differs from the hash before play (undoing move"),
        message);
  }

  @Test
  void aCopyThatSharesTheBoardIsNamedAsTheOriginalChangingWithTheCopy() {
    String message = failure(new Kit(Bug.SHALLOW_COPY)::copiesAreIndependentOfTheOriginal);
    assertTrue(
        message.startsWith("hash of the original after moves played on a copy differs"), message);
  }

  @Test
  void aMoveTextThatDoesNotReadBackNamesTheTextAndBothMoves() {
    String message = failure(new Kit(Bug.TEXT_OFF_BY_ONE)::moveTextRoundTrips);
    assertTrue(
        message.matches(
            "textToMove\\(moveToText\\(\\d+\\)\\) reads '\\d:\\d' back as move"
                + " \\d+, not \\d+ ==> .*"),
        message);
  }

  @Test
  void utilitiesThatDoNotSumToZeroSayTheirSum() {
    String message =
        failure(
            new Kit(Bug.LOSER_SCORES_ZERO)::utilitiesAreInRangeAndSumToZeroWhereTheGameIsZeroSum);
    assertTrue(message.startsWith("the utilities of a zero-sum game sum to 1, not 0"), message);
  }

  @Test
  void theFixtureWithoutBugsPassesEveryCheck() throws Throwable {
    GameConformanceTest kit =
        new GameConformanceTest() {
          @Override
          protected Game game() {
            return new NimFixture();
          }
        };
    kit.undoRestoresAnEqualStateAndHashAlongRandomPlayouts();
    kit.copiesAreIndependentOfTheOriginal();
    kit.moveTextRoundTrips();
    kit.utilitiesAreInRangeAndSumToZeroWhereTheGameIsZeroSum();
    assertEquals("nim-fixture", kit.game().id());
  }

  /** The fixture's rules with one bug. */
  private record Buggy(Game game, Bug bug) implements Game {

    @Override
    public String id() {
      return game.id();
    }

    @Override
    public String displayName() {
      return game.displayName();
    }

    @Override
    public int players() {
      return game.players();
    }

    @Override
    public List<OptionSpec> variantOptions() {
      return game.variantOptions();
    }

    @Override
    public GameState newGame(Options variant) {
      return new State(game.newGame(variant), bug, new long[1]);
    }
  }

  /** A state that forwards to the fixture's, but for its bug. */
  private record State(GameState inner, Bug bug, long[] playsEver) implements GameState {

    @Override
    public int playerToMove() {
      return inner.playerToMove();
    }

    @Override
    public int maxMoves() {
      return inner.maxMoves();
    }

    @Override
    public int legalMoves(int[] buffer) {
      return inner.legalMoves(buffer);
    }

    @Override
    public void play(int move) {
      inner.play(move);
      playsEver[0]++;
    }

    @Override
    public void undo() {
      inner.undo();
    }

    @Override
    public int plies() {
      return inner.plies();
    }

    @Override
    public boolean isTerminal() {
      return inner.isTerminal();
    }

    @Override
    public int utility(int player) {
      int u = inner.utility(player);
      return bug == Bug.LOSER_SCORES_ZERO && u < 0 ? 0 : u;
    }

    @Override
    public long hash() {
      return bug == Bug.HASH_NOT_UNDONE ? inner.hash() ^ playsEver[0] : inner.hash();
    }

    @Override
    public GameState copy() {
      return bug == Bug.SHALLOW_COPY ? this : new State(inner.copy(), bug, playsEver.clone());
    }

    @Override
    public String moveToText(int move) {
      return inner.moveToText(move);
    }

    @Override
    public int textToMove(String text) {
      int move = inner.textToMove(text);
      return bug == Bug.TEXT_OFF_BY_ONE ? move + 1 : move;
    }

    @Override
    public String render() {
      return inner.render();
    }
  }
}
