package dev.ply.host.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.SearchReport;
import dev.ply.api.View;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The referee at games of chance, of hidden information and of simultaneous moves. */
public class GameKindsRefereeTest {

  private final Referee referee =
      new Referee(new RefereeSettings(200, Duration.ofSeconds(30), Duration.ofSeconds(60)));

  /**
   * Picks a random move of its seat, from a copy or from its view; remembers what it was handed.
   */
  public static class Picker implements Player {
    private int seat;
    private SplittableRandom random;
    final List<Object> handed = new ArrayList<>();

    /** A player of random moves. */
    public Picker() {}

    @Override
    public void newGame(int seat, long seed) {
      this.seat = seat;
      this.random = new SplittableRandom(seed);
    }

    @Override
    public SearchReport chooseMove(GameState state, Limits limits) {
      handed.add(state);
      int[] b = new int[state.maxMoves()];
      int n = state.legalMovesOf(seat, b);
      return SearchReport.of(b[random.nextInt(n)]);
    }

    @Override
    public SearchReport chooseMove(View view, Limits limits) {
      handed.add(view);
      int[] b = new int[view.maxMoves()];
      int n = view.legalMoves(b);
      return SearchReport.of(b[random.nextInt(n)]);
    }
  }

  private GameRecord play(Game game, long seed, long chanceSeed, Player a, Player b) {
    return referee
        .play(
            1,
            game,
            Options.empty(),
            List.of(),
            List.of(new Seat("a", a, SeatLimits.none()), new Seat("b", b, SeatLimits.none())),
            seed,
            chanceSeed,
            GameListener.NONE)
        .record();
  }

  private static List<String> chanceMoves(GameRecord game) {
    return game.moves().stream().filter(MoveRecord::isChance).map(MoveRecord::move).toList();
  }

  @Test
  void chanceOutcomesAreTheRefereesDrawFromTheChanceSeedRecordedAsChancesMoves() {
    Game race = new KindFixtures.DiceRace(2, 2, 2);
    GameRecord first = play(race, 1, 77, new Picker(), new Picker());
    GameRecord again = play(race, 2, 77, new Picker(), new Picker());
    GameRecord other = play(race, 1, 78, new Picker(), new Picker());
    assertEquals(Termination.NORMAL, first.termination(), first.reason());
    assertFalse(chanceMoves(first).isEmpty());
    assertEquals(
        chanceMoves(first),
        chanceMoves(again),
        "the same chance seed gives the same dice, whatever the players' seed");
    assertNotEquals(chanceMoves(first), chanceMoves(other), "another chance seed, other dice");
    for (MoveRecord m : first.moves()) {
      if (m.move().startsWith("d")) {
        assertEquals(MoveRecord.CHANCE_SEAT, m.seat());
        assertEquals("chance", m.player());
      } else {
        assertEquals(first.players().get(m.seat()), m.player());
      }
    }
  }

  @Test
  void chanceOutcomesAreDrawnWithTheirProbabilities() {
    // A die that shows 1 with 1/6, 2 with 2/6 and 3 with 3/6.
    Game race = new KindFixtures.DiceRace(1, 2, 3);
    Map<String, Long> counts =
        new java.util.TreeMap<>(
            java.util.stream.IntStream.range(0, 600)
                .boxed()
                .flatMap(
                    i -> chanceMoves(play(race, i, 1000 + i, new Picker(), new Picker())).stream())
                .collect(Collectors.groupingBy(m -> m, Collectors.counting())));
    long total = counts.values().stream().mapToLong(Long::longValue).sum();
    double[] p = {1 / 6.0, 2 / 6.0, 3 / 6.0};
    for (int f = 1; f <= 3; f++) {
      double expected = total * p[f - 1];
      double sd = Math.sqrt(total * p[f - 1] * (1 - p[f - 1]));
      long seen = counts.getOrDefault("d" + f, 0L);
      assertTrue(
          Math.abs(seen - expected) < 5 * sd,
          "d" + f + " came " + seen + " times in " + total + ", expected " + expected + " ± " + sd);
    }
  }

  @Test
  void aGameWhoseChanceProbabilitiesDoNotSumToOneIsVoidAndNamesTheSum() {
    GameRecord game = play(new KindFixtures.DiceRace(1, 2, 2), 1, 1, new Picker(), new Picker());
    assertEquals(Termination.GAME_FAULT, game.termination());
    assertTrue(game.reason().contains("sum to 5/6, not 1"), game.reason());
    assertTrue(game.reason().contains("no player is scored"), game.reason());
  }

  @Test
  void aSeatOfAGameOfHiddenInformationIsHandedItsViewAndTheRecordKeepsWhatEachSeatSaw() {
    Picker dealer = new Picker();
    Picker guesser = new Picker();
    GameRecord game = play(new KindFixtures.HiddenGuess(), 5, 5, dealer, guesser);
    assertEquals(Termination.NORMAL, game.termination(), game.reason());
    assertEquals(1, guesser.handed.size());
    assertTrue(guesser.handed.get(0) instanceof View, "handed " + guesser.handed.get(0));
    View seen = (View) guesser.handed.get(0);
    assertFalse(seen.observation().contains("card"), seen.observation());
    assertEquals("seat 0 passed", seen.observation());
    String card = game.moves().get(0).move().substring(1);
    assertEquals(
        "card " + card,
        game.moves().get(0).observations().get(0),
        "seat 0 saw its card when it was dealt");
    assertEquals(null, game.moves().get(0).observations().get(1), "seat 1 saw nothing new");
    assertEquals(
        "card " + card + "; seat 0 passed; " + game.moves().get(2).move(),
        game.moves().get(2).observations().get(0));
  }

  @Test
  void everySeatOfASimultaneousPositionIsAskedBeforeAnyAnswerIsTaken() {
    // Each player answers only once both have been asked: a referee that asked one seat after
    // the other would wait out the first one's whole move cap, and forfeit it.
    CountDownLatch bothAsked = new CountDownLatch(2);
    class Waiter extends Picker {
      @Override
      public SearchReport chooseMove(GameState state, Limits limits) {
        bothAsked.countDown();
        try {
          assertTrue(bothAsked.await(120, TimeUnit.SECONDS), "the other seat was never asked");
        } catch (InterruptedException e) {
          throw new IllegalStateException(e);
        }
        return super.chooseMove(state, limits);
      }
    }
    Waiter a = new Waiter();
    Waiter b = new Waiter();
    GameRecord game = play(new KindFixtures.Pennies(), 3, 3, a, b);
    assertEquals(Termination.NORMAL, game.termination(), game.reason());
    assertEquals(List.of(), game.violations());
    assertEquals(2, game.moves().size(), "one move of each seat");
    assertEquals(0, game.moves().get(0).seat());
    assertEquals(1, game.moves().get(1).seat());
    assertEquals(
        List.of(1, 2), game.moves().stream().map(MoveRecord::ply).toList(), "a number each");
    boolean match = game.moves().get(0).move().equals(game.moves().get(1).move());
    assertEquals(match ? 0 : 1, game.winnerSeat());
    // Both were handed the position before the joint move: neither saw the other's choice.
    assertEquals(0, ((GameState) a.handed.get(0)).plies());
    assertEquals(0, ((GameState) b.handed.get(0)).plies());
  }

  @Test
  void anIllegalChoiceAtASimultaneousPositionLosesAndNamesTheSeatsMoves() {
    Player cheat =
        new Picker() {
          @Override
          public SearchReport chooseMove(GameState state, Limits limits) {
            return SearchReport.of(KindFixtures.ROLL);
          }
        };
    GameRecord game = play(new KindFixtures.Pennies(), 3, 3, new Picker(), cheat);
    assertEquals(Termination.ILLEGAL_MOVE, game.termination());
    assertEquals(0, game.winnerSeat());
    assertTrue(game.reason().contains("(legal: heads tails)"), game.reason());
  }

  @Test
  void aRecordedGameOfEachKindReplaysThroughTheOneReplay() {
    for (Game g :
        List.of(
            new KindFixtures.DiceRace(2, 2, 2),
            new KindFixtures.HiddenGuess(),
            new KindFixtures.Pennies())) {
      GameRecord game = play(g, 9, 9, new Picker(), new Picker());
      GameState state = g.newGame(Options.empty());
      Replay.play(state, game.moves().stream().map(MoveRecord::move).toList());
      assertTrue(state.isTerminal(), g.id());
      assertEquals(game.finalPosition(), state.render(), g.id());
    }
  }
}
