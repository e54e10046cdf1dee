package dev.ply.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The rules against GNU Go 3.8 ({@code /usr/games/gnugo}, Debian's package {@code gnugo}), spoken
 * to in GTP: legality (captures, suicide, ko) and the stones on the board along seeded random
 * games, and the Tromp–Taylor score against GNU Go's {@code final_score} under Chinese (area) rules
 * at the end of games played out. Skipped when GNU Go is not installed, unless {@code
 * PLY_REQUIRE_ENGINES=1}, which makes its absence a failure.
 */
class GnuGoAgreementTest {

  private static final String[] COLOUR = {"black", "white"};

  /** GNU Go's option for a ko rule; it forbids suicide by default, as the game does. */
  private static String option(KoRule rule) {
    return switch (rule) {
      case SIMPLE -> "--simple-ko";
      case POSITIONAL -> "--positional-superko";
      case SITUATIONAL -> "--situational-superko";
    };
  }

  private static Set<String> stones(GoState s, int colour) {
    Set<String> out = new HashSet<>();
    for (int move = 0; move < s.geometry().points; move++) {
      if (s.colourAt(move) == colour) {
        out.add(s.moveToText(move));
      }
    }
    return out;
  }

  private static String board(GoState s) {
    return s.notation().substring(0, s.notation().indexOf(' '));
  }

  private static void newBoard(GnuGo gnugo, int size, double komi) {
    gnugo.askAll(List.of("boardsize " + size, "clear_board", "komi " + komi));
  }

  /**
   * Before every move, GNU Go's {@code is_legal} for every point equals the game's legal moves;
   * after every move, GNU Go's {@code list_stones} for each colour equals the game's board. Moves
   * are drawn at random from the game's legal ones (a pass one time in thirty), up to a cap. The
   * points refused are sorted into suicide (refused on the same board without any history) and
   * repetition (refused only because of the ko rule), and the test asserts that both happened, and
   * captures.
   */
  @ParameterizedTest(name = "{0}x{0}, ko {1}: {2} games of up to {3} plies")
  @CsvSource({
    "9, SIMPLE, 3, 250",
    "5, SIMPLE, 12, 150",
    "5, POSITIONAL, 8, 150",
    "5, SITUATIONAL, 8, 150"
  })
  @Timeout(120)
  void legalMovesAndStonesAgreeWithGnuGoAlongRandomGames(
      int size, KoRule rule, int games, int cap) {
    GnuGo.assumeInstalled();
    SplittableRandom random = new SplittableRandom(1000L * size + rule.ordinal());
    Geometry g = Geometry.of(size);
    int captures = 0;
    int suicides = 0;
    int repetitions = 0;
    try (GnuGo gnugo = GnuGo.start(option(rule))) {
      for (int game = 0; game < games; game++) {
        newBoard(gnugo, size, 7.5);
        GoState s = new GoState(g, rule, 15);
        int[] moves = new int[s.maxMoves()];
        List<String> played = new ArrayList<>();
        while (!s.isTerminal() && s.plies() < cap) {
          String colour = COLOUR[s.playerToMove()];
          int n = s.legalMoves(moves);
          Set<Integer> legal = new HashSet<>();
          for (int i = 0; i < n; i++) {
            legal.add(moves[i]);
          }
          List<String> questions = new ArrayList<>();
          for (int p = 0; p < g.points; p++) {
            questions.add("is_legal " + colour + " " + s.moveToText(p));
          }
          List<String> answers = gnugo.askAll(questions);
          GoState noHistory = GoState.setUp(g, KoRule.SIMPLE, 0, board(s), s.playerToMove());
          for (int p = 0; p < g.points; p++) {
            assertEquals(
                answers.get(p).equals("1"),
                legal.contains(p),
                colour
                    + " "
                    + s.moveToText(p)
                    + " legal for GNU Go (is_legal "
                    + answers.get(p)
                    + ") but not here, or the other way round, after "
                    + played
                    + "\n"
                    + s.render());
            if (!legal.contains(p) && s.colourAt(p) == GoState.EMPTY) {
              if (noHistory.isLegal(p)) {
                repetitions++;
              } else {
                suicides++;
              }
            }
          }
          int move =
              n == 1 || random.nextInt(30) == 0 ? moves[n - 1] : moves[random.nextInt(n - 1)];
          int before = stones(s, GoState.BLACK).size() + stones(s, GoState.WHITE).size();
          gnugo.ask("play " + colour + " " + s.moveToText(move));
          s.play(move);
          played.add(s.moveToText(move));
          int after = stones(s, GoState.BLACK).size() + stones(s, GoState.WHITE).size();
          captures += move != g.pass && after <= before ? 1 : 0;
          assertEquals(
              stones(s, GoState.BLACK), gnugo.stones("black"), "black stones after " + played);
          assertEquals(
              stones(s, GoState.WHITE), gnugo.stones("white"), "white stones after " + played);
        }
      }
    }
    assertTrue(captures > 20, "only " + captures + " captures");
    assertTrue(suicides > 20, "only " + suicides + " points refused as suicide");
    assertTrue(repetitions > 0, "no point refused by the " + rule.word() + " ko rule");
  }

  /**
   * At the end of a game played out, the game's Tromp–Taylor score equals GNU Go's {@code
   * final_score} under Chinese rules, which is area scoring after GNU Go removes what it judges
   * dead.
   *
   * <p><b>When the two must agree.</b> Both players draw random legal moves but never fill a point
   * whose neighbours are all their own stones (an eye), and pass when nothing else is left; two
   * passes end the game. The score is compared only when the final board meets this condition:
   * <em>every empty point has only stones of one colour as neighbours, and every chain has at least
   * two liberties</em>. Then every empty point is a one-point eye, every liberty of a chain is such
   * an eye, and every chain has two of them, so by Benson's algorithm (D. B. Benson, "Life in the
   * game of Go", 1976) every chain is unconditionally alive: no sequence of the opponent's moves
   * can capture it even if its owner always passes. No stone is dead and no point is neutral (so
   * there is no seki), hence any sound dead-stone judgement leaves the board as it is, and area
   * scoring counts exactly the Tromp–Taylor score. A playout that ends otherwise (only after a ko,
   * whose capturing stone stays in atari: the ko's victim passes, and so does the capturer, who has
   * nothing but eyes left) is not compared; the test asserts that a third at least were (about half
   * are).
   */
  @ParameterizedTest(name = "{0}x{0}, komi {1}: {2} games played out")
  @CsvSource({"9, 7.5, 30", "7, 6.0, 20", "5, 0.5, 30", "5, 0.0, 30"})
  @Timeout(120)
  void theAreaScoreOfAPlayedOutGameEqualsGnuGosChineseFinalScore(int size, double komi, int games) {
    GnuGo.assumeInstalled();
    SplittableRandom random = new SplittableRandom(77L * size);
    Geometry g = Geometry.of(size);
    int compared = 0;
    Set<String> results = new HashSet<>();
    try (GnuGo gnugo = GnuGo.start("--chinese-rules", option(KoRule.SIMPLE))) {
      for (int game = 0; game < games; game++) {
        newBoard(gnugo, size, komi);
        GoState s = new GoState(g, KoRule.SIMPLE, Go.komi2(komi));
        int[] moves = new int[s.maxMoves()];
        int[] choices = new int[s.maxMoves()];
        while (!s.isTerminal() && s.plies() < 2000) {
          int n = s.legalMoves(moves);
          int k = 0;
          for (int i = 0; i < n; i++) {
            if (moves[i] != g.pass && !isOwnEye(s, g, moves[i])) {
              choices[k++] = moves[i];
            }
          }
          int move = k == 0 ? g.pass : choices[random.nextInt(k)];
          gnugo.ask("play " + COLOUR[s.playerToMove()] + " " + s.moveToText(move));
          s.play(move);
        }
        assertEquals(stones(s, GoState.BLACK), gnugo.stones("black"));
        assertEquals(stones(s, GoState.WHITE), gnugo.stones("white"));
        if (s.isTerminal() && everyChainIsUnconditionallyAlive(s, g)) {
          compared++;
          String score = gnugo.ask("final_score");
          assertEquals(
              halfPoints(score),
              s.blackMargin2(),
              "GNU Go's final score " + score + " against this board's\n" + s.render());
          results.add(s.score());
        }
      }
    }
    assertTrue(compared >= games / 3, "only " + compared + " of " + games + " games compared");
    assertTrue(results.size() > 1, "every game had the same score " + results);
  }

  /** A GTP score, {@code B+3.5}, {@code W+43.0} or {@code 0}, as Black's margin in half points. */
  private static int halfPoints(String score) {
    if (score.equals("0")) {
      return 0;
    }
    int sign = score.startsWith("B+") ? 1 : -1;
    assertTrue(score.startsWith("B+") || score.startsWith("W+"), "a score: " + score);
    return sign * (int) Math.round(2 * Double.parseDouble(score.substring(2)));
  }

  /** Whether the empty point of {@code move} has only the mover's stones as neighbours. */
  private static boolean isOwnEye(GoState s, Geometry g, int move) {
    int own = s.playerToMove() + 1;
    int cell = g.cellOf[move];
    for (int d : g.directions) {
      int neighbour = g.moveOf[cell + d];
      if (neighbour >= 0 && s.colourAt(neighbour) != own) {
        return false;
      }
    }
    return true;
  }

  /**
   * The condition of the score test: every empty point has only stones of one colour as neighbours,
   * and every chain has at least two liberties.
   */
  private static boolean everyChainIsUnconditionallyAlive(GoState s, Geometry g) {
    for (int move = 0; move < g.points; move++) {
      if (s.colourAt(move) != GoState.EMPTY) {
        continue;
      }
      int reaches = 0;
      for (int d : g.directions) {
        int neighbour = g.moveOf[g.cellOf[move] + d];
        if (neighbour >= 0) {
          int c = s.colourAt(neighbour);
          reaches |= c == GoState.EMPTY ? 4 : c;
        }
      }
      if (reaches != GoState.BLACK && reaches != GoState.WHITE) {
        return false;
      }
    }
    boolean[] done = new boolean[g.points];
    for (int move = 0; move < g.points; move++) {
      if (s.colourAt(move) == GoState.EMPTY || done[move]) {
        continue;
      }
      Set<Integer> liberties = new HashSet<>();
      List<Integer> chain = new ArrayList<>(List.of(move));
      done[move] = true;
      for (int i = 0; i < chain.size(); i++) {
        int cell = g.cellOf[chain.get(i)];
        for (int d : g.directions) {
          int neighbour = g.moveOf[cell + d];
          if (neighbour < 0) {
            continue;
          }
          if (s.colourAt(neighbour) == GoState.EMPTY) {
            liberties.add(neighbour);
          } else if (s.colourAt(neighbour) == s.colourAt(move) && !done[neighbour]) {
            done[neighbour] = true;
            chain.add(neighbour);
          }
        }
      }
      if (liberties.size() < 2) {
        return false;
      }
    }
    return true;
  }
}
