package dev.ply.api.conformance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.api.Perft;
import dev.ply.api.Tactics;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/**
 * The contract every {@link GameState} must keep, checked along seeded random playouts. A game
 * plugin reuses it in three lines:
 *
 * <pre>
 * class ConnectFourConformanceTest extends GameConformanceTest {
 *   protected Game game() { return new ConnectFour(); }
 * }
 * </pre>
 *
 * <p>Override {@link #variant()} to test a variant, {@link #playouts()} for more or fewer games,
 * and {@link #perftDepth()} for the depth of the reproducibility check.
 */
public abstract class GameConformanceTest {

  /** The game under test. */
  protected abstract Game game();

  /** The variant under test; the default values by default. */
  protected Options variant() {
    return Options.resolve(game().variantOptions(), Map.of());
  }

  /** How many random games to play through. */
  protected int playouts() {
    return 100;
  }

  /** The seed of the first playout. */
  protected long seed() {
    return 20261121L;
  }

  /** The depth of the perft reproducibility check; keep it small enough for a unit test. */
  protected int perftDepth() {
    return 4;
  }

  /** A snapshot of everything observable about a state. */
  private record Snapshot(
      long hash,
      String render,
      int plies,
      boolean terminal,
      int toMove,
      List<Integer> moves,
      List<Integer> utilities) {

    /** The observable properties by name, in the order a failure reports them. */
    private Map<String, Object> properties() {
      Map<String, Object> properties = new LinkedHashMap<>();
      properties.put("hash", hash);
      properties.put("board (render())", render);
      properties.put("ply count", plies);
      properties.put("game-over flag (isTerminal())", terminal);
      properties.put("player to move", toMove);
      properties.put("legal moves", moves);
      properties.put("utilities", utilities);
      return properties;
    }
  }

  /**
   * Fails with a message that names the first property that differs, such as "hash after undo
   * differs from the hash before play (ply 3 of playout 7)".
   *
   * @param actualWhen when {@code actual} was taken, such as "after undo"
   * @param expectedWhen when {@code expected} was taken, such as "before play"
   * @param where the playout and ply, for the reader of the failure
   */
  private static void assertSameState(
      Snapshot expected, Snapshot actual, String actualWhen, String expectedWhen, String where) {
    Map<String, Object> want = expected.properties();
    Map<String, Object> got = actual.properties();
    for (Map.Entry<String, Object> property : want.entrySet()) {
      Object value = got.get(property.getKey());
      if (!property.getValue().equals(value)) {
        String name = property.getKey();
        throw new AssertionFailedError(
            name
                + " "
                + actualWhen
                + " differs from the "
                + name
                + " "
                + expectedWhen
                + " ("
                + where
                + ")",
            property.getValue(),
            value);
      }
    }
  }

  private Snapshot snapshot(GameState s) {
    int[] buffer = new int[s.maxMoves()];
    int n = s.legalMoves(buffer);
    List<Integer> moves = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      moves.add(buffer[i]);
    }
    List<Integer> utilities = new ArrayList<>();
    if (s.isTerminal()) {
      for (int p = 0; p < game().players(); p++) {
        utilities.add(s.utility(p));
      }
    }
    return new Snapshot(
        s.hash(),
        s.render(),
        s.plies(),
        s.isTerminal(),
        s.isTerminal() ? -1 : s.playerToMove(),
        moves,
        utilities);
  }

  private GameState start() {
    return game().newGame(variant());
  }

  /** Plays {@code count} random moves (fewer if the game ends) and returns them. */
  private static List<Integer> playRandom(GameState s, SplittableRandom random, int count) {
    List<Integer> played = new ArrayList<>();
    while (played.size() < count && !s.isTerminal()) {
      advance(s, random);
      played.add(played.size());
    }
    return played;
  }

  /**
   * Plays one random move and returns its text: a random legal move, a random chance outcome (each
   * equally likely: the kit walks the game, it does not weigh it), or at a simultaneous position a
   * random joint move of every acting seat, written as the seats' moves joined by {@code +}.
   */
  static String advance(GameState s, SplittableRandom random) {
    int[] buffer = new int[s.maxMoves()];
    if (s.playerToMove() == GameState.SIMULTANEOUS) {
      int[] joint = new int[MAX_SEATS];
      Arrays.fill(joint, GameState.NO_MOVE);
      StringBuilder text = new StringBuilder();
      for (int seat = 0; seat < MAX_SEATS; seat++) {
        int n = s.legalMovesOf(seat, buffer);
        if (n > 0) {
          joint[seat] = buffer[random.nextInt(n)];
          text.append(text.length() == 0 ? "" : "+").append(s.moveToText(joint[seat]));
        }
      }
      s.playJoint(joint);
      return text.toString();
    }
    int n = s.legalMoves(buffer);
    int move = buffer[random.nextInt(n)];
    String text = s.moveToText(move);
    s.play(move);
    return text;
  }

  /** The most seats the kit looks at for the choices of a simultaneous position. */
  static final int MAX_SEATS = 16;

  /** Whether the game declares {@code feature}. */
  private boolean has(dev.ply.api.GameFeature feature) {
    return game().features().contains(feature);
  }

  @Test
  void gameDescribesItself() {
    Game g = game();
    assertTrue(g.id().matches("[a-z0-9][a-z0-9-]*"), "id is lower-case and hyphenated: " + g.id());
    assertFalse(g.displayName().isBlank(), "displayName() is blank");
    assertTrue(g.players() >= 1, "players() is " + g.players() + ", not at least 1");
    assertTrue(
        g.maxUtility() >= 1 && g.maxUtility() <= dev.ply.api.Values.MAX_UTILITY,
        "maxUtility() is " + g.maxUtility() + ", not within 1.." + dev.ply.api.Values.MAX_UTILITY);
    GameState s = start();
    assertEquals(0, s.plies(), "plies() of a new game is not 0");
    assertThrows(
        IllegalStateException.class,
        s::undo,
        "undo() at the start position must throw IllegalStateException");
  }

  @Test
  void undoRestoresAnEqualStateAndHashAlongRandomPlayouts() {
    SplittableRandom random = new SplittableRandom(seed());
    for (int game = 0; game < playouts(); game++) {
      GameState s = start();
      List<Snapshot> before = new ArrayList<>();
      List<String> played = new ArrayList<>();
      int[] buffer = new int[s.maxMoves()];
      while (!s.isTerminal()) {
        before.add(snapshot(s));
        int plies = s.plies();
        played.add(advance(s, random));
        assertEquals(plies + 1, s.plies(), "play adds exactly one to plies()");
      }
      for (int i = before.size() - 1; i >= 0; i--) {
        s.undo();
        assertSameState(
            before.get(i),
            snapshot(s),
            "after undo",
            "before play",
            "undoing move "
                + played.get(i)
                + " at ply "
                + i
                + " of playout "
                + game
                + ", moves "
                + String.join(" ", played.subList(0, i + 1)));
      }
    }
  }

  @Test
  void copiesAreIndependentOfTheOriginal() {
    SplittableRandom random = new SplittableRandom(seed() + 1);
    for (int game = 0; game < playouts(); game++) {
      GameState original = start();
      playRandom(original, random, random.nextInt(1, 30));
      Snapshot atCopy = snapshot(original);
      String where = "playout " + game + ", ply " + original.plies();
      GameState copy = original.copy();
      assertSameState(atCopy, snapshot(copy), "of a copy", "of its original", where);
      playRandom(copy, random, 1000);
      assertSameState(
          atCopy,
          snapshot(original),
          "of the original after moves played on a copy",
          "of the original before",
          where);
      GameState second = original.copy();
      Snapshot secondAtCopy = snapshot(second);
      playRandom(original, random, 1000);
      assertSameState(
          secondAtCopy,
          snapshot(second),
          "of a copy after moves played on its original",
          "of the copy before",
          where);
      while (second.plies() > 0) {
        second.undo();
      }
      assertSameState(
          snapshot(start()),
          snapshot(second),
          "of a copy undone to the start",
          "of a new game (a copy must keep the history undo needs)",
          where);
    }
  }

  @Test
  void legalMovesAreDistinctAndPresentExactlyWhenTheGameIsNotOver() {
    SplittableRandom random = new SplittableRandom(seed() + 2);
    for (int game = 0; game < playouts(); game++) {
      GameState s = start();
      int[] buffer = new int[s.maxMoves()];
      while (true) {
        int n = s.legalMoves(buffer);
        String where = " (playout " + game + ", ply " + s.plies() + ")";
        assertTrue(
            n >= 0 && n <= s.maxMoves(),
            "legalMoves() returned " + n + " moves, more than maxMoves() " + s.maxMoves() + where);
        assertEquals(
            s.isTerminal(),
            n == 0,
            (s.isTerminal()
                    ? "isTerminal() is true but legalMoves() lists " + n + " moves"
                    : "isTerminal() is false but legalMoves() lists no move")
                + where);
        Set<Integer> distinct = new HashSet<>();
        for (int i = 0; i < n; i++) {
          assertTrue(
              distinct.add(buffer[i]),
              "legalMoves() lists move " + s.moveToText(buffer[i]) + " twice" + where);
          assertTrue(
              s.isLegal(buffer[i]),
              "isLegal("
                  + s.moveToText(buffer[i])
                  + ") is false for a move legalMoves() lists"
                  + where);
        }
        int[] again = new int[s.maxMoves()];
        assertEquals(
            n,
            s.legalMoves(again),
            "a second call of legalMoves() lists another number of moves" + where);
        assertArrayEquals(
            Arrays.copyOf(buffer, n),
            Arrays.copyOf(again, n),
            "a second call of legalMoves() lists the moves in another order" + where);
        if (n == 0) {
          break;
        }
        int toMove = s.playerToMove();
        boolean special =
            toMove == GameState.CHANCE && has(dev.ply.api.GameFeature.CHANCE)
                || toMove == GameState.SIMULTANEOUS
                    && has(dev.ply.api.GameFeature.SIMULTANEOUS_MOVES);
        assertTrue(
            special || toMove >= 0 && toMove < game().players(),
            "playerToMove() is "
                + toMove
                + ", not a seat 0.."
                + (game().players() - 1)
                + (toMove == GameState.CHANCE || toMove == GameState.SIMULTANEOUS
                    ? " (a chance or simultaneous position in a game whose features() do not"
                        + " declare it)"
                    : "")
                + where);
        advance(s, random);
      }
    }
  }

  @Test
  void utilitiesAreInRangeAndSumToZeroWhereTheGameIsZeroSum() {
    SplittableRandom random = new SplittableRandom(seed() + 3);
    Game g = game();
    for (int game = 0; game < playouts(); game++) {
      GameState s = start();
      assertThrows(
          IllegalStateException.class,
          () -> s.utility(0),
          "utility(0) of a game not over must throw IllegalStateException");
      playRandom(s, random, Integer.MAX_VALUE);
      long sum = 0;
      for (int p = 0; p < g.players(); p++) {
        int u = s.utility(p);
        assertTrue(
            Math.abs(u) <= g.maxUtility(),
            "utility("
                + p
                + ") is "
                + u
                + ", outside ±maxUtility() "
                + g.maxUtility()
                + " (playout "
                + game
                + ")");
        sum += u;
      }
      if (g.zeroSum()) {
        assertEquals(
            0,
            sum,
            "the utilities of a zero-sum game sum to "
                + sum
                + ", not 0 "
                + "(playout "
                + game
                + ", final board "
                + s.render()
                + ")");
      }
    }
  }

  @Test
  void moveTextRoundTrips() {
    SplittableRandom random = new SplittableRandom(seed() + 4);
    for (int game = 0; game < playouts(); game++) {
      GameState s = start();
      int[] buffer = new int[s.maxMoves()];
      while (!s.isTerminal()) {
        List<Integer> listed = new ArrayList<>();
        if (s.playerToMove() == GameState.SIMULTANEOUS) {
          for (int seat = 0; seat < game().players(); seat++) {
            int k = s.legalMovesOf(seat, buffer);
            for (int i = 0; i < k; i++) {
              listed.add(buffer[i]);
            }
          }
        } else {
          int k = s.legalMoves(buffer);
          for (int i = 0; i < k; i++) {
            listed.add(buffer[i]);
          }
        }
        int n = listed.size();
        for (int i = 0; i < n; i++) {
          buffer[i] = listed.get(i);
          String text = s.moveToText(buffer[i]);
          assertFalse(text.isBlank(), "moveToText(" + buffer[i] + ") is blank");
          assertFalse(
              text.chars().anyMatch(Character::isWhitespace),
              "moveToText("
                  + buffer[i]
                  + ") is '"
                  + text
                  + "', which holds a space: the line protocol and the records separate moves by"
                  + " spaces (join the parts of a move with ',' or '-')");
          int back = s.textToMove(text);
          assertEquals(
              buffer[i],
              back,
              "textToMove(moveToText("
                  + buffer[i]
                  + ")) reads '"
                  + text
                  + "' back as move "
                  + back
                  + ", not "
                  + buffer[i]);
        }
        advance(s, random);
      }
    }
    assertThrows(
        IllegalArgumentException.class,
        () -> start().textToMove("no such move!"),
        "textToMove of unreadable text must throw IllegalArgumentException");
  }

  @Test
  void hashesTellApartPositionsAlongAPlayout() {
    SplittableRandom random = new SplittableRandom(seed() + 5);
    GameState s = start();
    Set<String> renders = new HashSet<>();
    Set<Long> hashes = new HashSet<>();
    renders.add(s.render());
    hashes.add(s.hash());
    int[] buffer = new int[s.maxMoves()];
    while (!s.isTerminal()) {
      long before = s.hash();
      advance(s, random);
      if (renders.add(s.render())) {
        assertNotEquals(
            before,
            s.hash(),
            "hash after play equals the hash before it, for a new position " + s.render());
        hashes.add(s.hash());
      }
    }
    assertEquals(
        renders.size(),
        hashes.size(),
        "two distinct positions (by render()) of one playout have the same hash");
  }

  @Test
  void aGameWithTacticsTellsTheHashAfterEveryLegalMoveWithoutPlayingIt() {
    Assumptions.assumeTrue(
        start() instanceof Tactics, "the game's states do not implement Tactics");
    Assumptions.assumeFalse(
        has(dev.ply.api.GameFeature.SIMULTANEOUS_MOVES), "Tactics is for sequential games");
    SplittableRandom random = new SplittableRandom(seed() + 6);
    for (int game = 0; game < playouts(); game++) {
      GameState s = start();
      Tactics tactics = (Tactics) s;
      int[] buffer = new int[s.maxMoves()];
      while (!s.isTerminal()) {
        Snapshot before = snapshot(s);
        int n = s.legalMoves(buffer);
        for (int i = 0; i < n; i++) {
          String where =
              "move "
                  + s.moveToText(buffer[i])
                  + " at ply "
                  + s.plies()
                  + " of playout "
                  + game
                  + ", position "
                  + s.render();
          long told = tactics.hashAfter(buffer[i]);
          assertSameState(before, snapshot(s), "after hashAfter", "before it", where);
          s.play(buffer[i]);
          assertEquals(s.hash(), told, "hashAfter differs from the hash after play: " + where);
          s.undo();
        }
        s.play(buffer[random.nextInt(n)]);
      }
    }
  }

  @Test
  void aGameThatDrawsItselfDrawsEveryPositionWithinTheContractAndChangesNothing() {
    Assumptions.assumeTrue(start().svg().isPresent(), "the game does not draw itself (svg())");
    SplittableRandom random = new SplittableRandom(seed() + 7);
    for (int game = 0; game < Math.min(playouts(), 10); game++) {
      GameState s = start();
      while (true) {
        String where = "ply " + s.plies() + " of playout " + game + ", position " + s.render();
        Snapshot before = snapshot(s);
        String drawing =
            s.svg().orElseThrow(() -> new AssertionFailedError("svg() is empty at " + where));
        try {
          dev.ply.api.draw.SvgDocument.parse(drawing);
        } catch (IllegalArgumentException e) {
          throw new AssertionFailedError("svg() breaks its contract at " + where + ": " + e);
        }
        assertEquals(drawing, s.svg().orElseThrow(), "svg() twice differs at " + where);
        assertSameState(before, snapshot(s), "after svg()", "before it", where);
        if (s.isTerminal()) {
          break;
        }
        advance(s, random);
      }
    }
  }

  @Test
  void perftCountsAreReproducible() {
    GameState s = start();
    long first = Perft.count(s, perftDepth());
    int depth = perftDepth();
    assertTrue(first > 0, "perft(" + depth + ") of the start position counts no path");
    assertEquals(
        first,
        Perft.count(s, depth),
        "perft(" + depth + ") run twice from one state counts differently the second time");
    assertEquals(
        first,
        Perft.count(s.copy(), depth),
        "perft(" + depth + ") from a copy differs from perft of its original");
    assertEquals(
        first,
        Perft.count(start(), depth),
        "perft(" + depth + ") from a new game differs from perft of the first new game");
    assertEquals(0, s.plies(), "perft did not undo every move it played: plies() is " + s.plies());
  }

  @Test
  void chanceOutcomesAreExactProbabilitiesOfTheListedMovesSummingToOne() {
    SplittableRandom random = new SplittableRandom(seed() + 7);
    boolean chance = has(dev.ply.api.GameFeature.CHANCE);
    int nodes = 0;
    for (int game = 0; game < playouts(); game++) {
      GameState s = start();
      int[] buffer = new int[s.maxMoves()];
      while (!s.isTerminal()) {
        String where = " (playout " + game + ", ply " + s.plies() + ", " + s.render() + ")";
        List<dev.ply.api.ChanceOutcome> outcomes = s.chanceOutcomes();
        if (s.playerToMove() != GameState.CHANCE) {
          assertTrue(
              outcomes.isEmpty(), "chanceOutcomes() lists outcomes where no chance acts" + where);
        } else {
          assertTrue(chance, "a chance position in a game that does not declare CHANCE" + where);
          nodes++;
          int n = s.legalMoves(buffer);
          List<Integer> listed = new ArrayList<>();
          for (int i = 0; i < n; i++) {
            listed.add(buffer[i]);
          }
          assertEquals(
              listed,
              outcomes.stream().map(dev.ply.api.ChanceOutcome::move).toList(),
              "chanceOutcomes() are not the moves of legalMoves(), in the same order" + where);
          java.math.BigInteger num = java.math.BigInteger.ZERO;
          java.math.BigInteger den = java.math.BigInteger.ONE;
          for (dev.ply.api.ChanceOutcome o : outcomes) {
            java.math.BigInteger d = java.math.BigInteger.valueOf(o.denominator());
            num = num.multiply(d).add(java.math.BigInteger.valueOf(o.numerator()).multiply(den));
            den = den.multiply(d);
          }
          assertEquals(
              0, num.compareTo(den), "the probabilities sum to " + num + "/" + den + where);
        }
        advance(s, random);
      }
    }
    if (chance) {
      assertTrue(nodes > 0, "a game that declares CHANCE met no chance position in its playouts");
    }
  }

  @Test
  void aSeatsViewSaysWhatItsObservationSaysAndSamplesAgreeWithIt() {
    Assumptions.assumeTrue(
        has(dev.ply.api.GameFeature.HIDDEN_INFORMATION), "the game has no hidden information");
    SplittableRandom random = new SplittableRandom(seed() + 8);
    for (int game = 0; game < playouts(); game++) {
      GameState s = start();
      int[] buffer = new int[s.maxMoves()];
      int[] again = new int[s.maxMoves()];
      while (!s.isTerminal()) {
        for (int seat = 0; seat < game().players(); seat++) {
          String where = " (seat " + seat + ", playout " + game + ", ply " + s.plies() + ")";
          dev.ply.api.View view = s.view(seat);
          assertEquals(seat, view.seat(), "view(" + seat + ").seat()" + where);
          assertEquals(
              s.observation(seat),
              view.observation(),
              "the view's observation differs from the state's observation(seat)" + where);
          assertEquals(s.plies(), view.plies(), "the view's plies()" + where);
          int n = s.legalMovesOf(seat, buffer);
          int k = view.legalMoves(again);
          assertEquals(
              List.of(Arrays.copyOf(buffer, n)).stream().map(Arrays::toString).toList(),
              List.of(Arrays.copyOf(again, k)).stream().map(Arrays::toString).toList(),
              "the view's legal moves differ from legalMovesOf(seat)" + where);
          for (int sample = 0; sample < 3; sample++) {
            GameState other = view.sample(new java.util.Random(random.nextLong()));
            // A position that may differ in what the seat cannot see: the seat's view is the same.
            dev.ply.api.View seen = other.view(seat);
            assertEquals(
                view.observation(),
                seen.observation(),
                "a sample of the view is a position the seat would see otherwise" + where);
            int m = seen.legalMoves(again);
            assertEquals(
                Arrays.toString(Arrays.copyOf(buffer, n)),
                Arrays.toString(Arrays.copyOf(again, m)),
                "a sample of the view gives the seat other legal moves" + where);
            assertEquals(s.plies(), other.plies(), "a sample's plies()" + where);
          }
        }
        advance(s, random);
      }
    }
  }

  /**
   * A game whose views list their {@link dev.ply.api.View#steps() steps} (GDL-II's percepts, as the
   * GGP protocol of GDL-II tells them) builds the same view back from the steps alone ({@link
   * Game#viewOf}), at every position where chance does not move: the same observation, plies, legal
   * moves and steps. (Where chance moves, a choice may wait for its draw, which is no step.)
   */
  @Test
  void aViewRebuiltFromItsStepsAloneIsTheSameView() {
    Assumptions.assumeTrue(
        has(dev.ply.api.GameFeature.HIDDEN_INFORMATION), "the game has no hidden information");
    Assumptions.assumeTrue(
        start().view(0).steps().isPresent(), "the game's views do not list their steps");
    SplittableRandom random = new SplittableRandom(seed() + 9);
    for (int game = 0; game < playouts(); game++) {
      GameState s = start();
      int[] buffer = new int[s.maxMoves()];
      int[] again = new int[s.maxMoves()];
      while (true) {
        if (s.isTerminal() || s.playerToMove() != GameState.CHANCE) {
          for (int seat = 0; seat < game().players(); seat++) {
            String where = " (seat " + seat + ", playout " + game + ", ply " + s.plies() + ")";
            dev.ply.api.View view = s.view(seat);
            List<dev.ply.api.View.Step> steps = view.steps().orElseThrow();
            dev.ply.api.View rebuilt =
                game()
                    .viewOf(variant(), seat, steps)
                    .orElseThrow(() -> new AssertionError("viewOf is empty" + where));
            assertEquals(view.observation(), rebuilt.observation(), "observation" + where);
            assertEquals(view.plies(), rebuilt.plies(), "plies" + where);
            assertEquals(steps, rebuilt.steps().orElseThrow(), "steps" + where);
            int n = view.legalMoves(buffer);
            int k = rebuilt.legalMoves(again);
            assertEquals(
                Arrays.toString(Arrays.copyOf(buffer, n)),
                Arrays.toString(Arrays.copyOf(again, k)),
                "legal moves" + where);
          }
        }
        if (s.isTerminal()) {
          break;
        }
        advance(s, random);
      }
    }
  }

  @Test
  void aViewHoldsNoPositionOfTheGame() {
    Assumptions.assumeTrue(
        has(dev.ply.api.GameFeature.HIDDEN_INFORMATION), "the game has no hidden information");
    GameState s = start();
    while (!s.isTerminal() && s.playerToMove() == GameState.CHANCE) {
      advance(s, new SplittableRandom(seed()));
    }
    for (int seat = 0; seat < game().players(); seat++) {
      Class<?> type = s.view(seat).getClass();
      for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
        for (java.lang.reflect.Field field : c.getDeclaredFields()) {
          assertFalse(
              GameState.class.isAssignableFrom(field.getType()),
              "the view "
                  + type.getName()
                  + " holds a position of the game in its field "
                  + field.getName()
                  + ": a view must hold only what its seat has seen (copy those facts into it)");
        }
      }
    }
  }
}
