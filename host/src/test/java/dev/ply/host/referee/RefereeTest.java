package dev.ply.host.referee;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.SearchReport;
import dev.ply.api.conformance.NimFixture;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class RefereeTest {

  private static final Game NIM = new NimFixture();
  private static final SeatLimits FAST =
      new SeatLimits(
          OptionalInt.empty(), OptionalLong.empty(), Optional.of(Duration.ofMillis(200)));

  /**
   * {@link #FAST} with a time margin of its own, 30 s, in place of the strict referee's grace: for
   * the well-behaved opponent of the player a test is about, which a busy machine may hold up for
   * longer than 200 ms.
   */
  private static final SeatLimits PATIENT =
      new SeatLimits(
          OptionalInt.empty(),
          OptionalLong.empty(),
          Optional.of(Duration.ofMillis(200)),
          Optional.empty(),
          Optional.of(Duration.ofSeconds(30)));

  /**
   * The grace of a referee whose players answer at once: generous, since a busy machine may take
   * its time to run them; a player that does answer costs none of it.
   */
  private static final Duration GRACE = Duration.ofSeconds(30);

  private final Referee referee =
      new Referee(new RefereeSettings(100, GRACE, Duration.ofSeconds(2)));

  /** A referee that gives a late player 200 ms, for the tests of a player that is late. */
  private final Referee strict =
      new Referee(new RefereeSettings(100, Duration.ofMillis(200), Duration.ofSeconds(2)));

  /** Takes one object from the first heap that has any: always legal, never fails. */
  static class Steady implements Player {
    @Override
    public void newGame(int seat, long seed) {}

    @Override
    public SearchReport chooseMove(GameState state, Limits limits) {
      int[] moves = new int[state.maxMoves()];
      int n = state.legalMoves(moves);
      int take1 = moves[0];
      for (int i = 0; i < n; i++) {
        if (moves[i] % 16 == 1) {
          take1 = moves[i];
          break;
        }
      }
      return SearchReport.builder(take1).depth(1).nodes(n).value(5).build();
    }
  }

  private GameRecord play(Player first, Player second, SeatLimits limits) {
    return referee
        .play(
            1,
            NIM,
            Options.empty(),
            List.of(new Seat("first", first, limits), new Seat("second", second, limits)),
            42,
            GameListener.NONE)
        .record();
  }

  @Test
  void playsAGameToItsEndAndRecordsEveryMove() {
    GameRecord game = play(new Steady(), new Steady(), FAST);
    assertEquals(Termination.NORMAL, game.termination());
    assertEquals(12, game.plies(), "3 + 4 + 5 objects taken one at a time");
    assertEquals(1, game.winnerSeat(), "the second player takes the twelfth, last object");
    assertEquals("0-1", game.result());
    MoveRecord first = game.moves().get(0);
    assertEquals(1, first.ply());
    assertEquals(0, first.seat());
    assertEquals("1:1", first.move());
    assertEquals(12, first.nodes());
    assertEquals(5, first.value());
    assertTrue(first.timeNanos() > 0, "time measured");
  }

  @Test
  void forfeitsPlayerThatThrows() {
    Player throwing =
        new Steady() {
          @Override
          public SearchReport chooseMove(GameState state, Limits limits) {
            throw new IllegalStateException("my search broke");
          }
        };
    GameRecord game = play(new Steady(), throwing, FAST);
    assertEquals(Termination.EXCEPTION, game.termination());
    assertEquals(0, game.winnerSeat());
    assertEquals(1, game.plies(), "the first player's move stands");
    assertEquals("second threw java.lang.IllegalStateException: my search broke", game.reason());
  }

  @Test
  void forfeitsPlayerThatReturnsIllegalMove() {
    Player cheat =
        new Steady() {
          @Override
          public SearchReport chooseMove(GameState state, Limits limits) {
            return SearchReport.of(0 * 16 + 9); // nine from a heap of three
          }
        };
    GameRecord game = play(cheat, new Steady(), FAST);
    assertEquals(Termination.ILLEGAL_MOVE, game.termination());
    assertEquals(1, game.winnerSeat());
    assertEquals(0, game.plies());
    assertEquals(
        "first returned an illegal move: 1:9 (legal: 1:3 1:2 1:1 2:4 2:3 2:2 2:1 3:5 3:4"
            + " 3:3 3:2 3:1)",
        game.reason());
  }

  @Test
  void forfeitsPlayerThatReturnsNoMove() {
    Player silent =
        new Steady() {
          @Override
          public SearchReport chooseMove(GameState state, Limits limits) {
            return null;
          }
        };
    GameRecord game = play(silent, new Steady(), FAST);
    assertEquals(Termination.NO_MOVE, game.termination());
    assertEquals("first returned no move", game.reason());
  }

  @Test
  void forfeitsPlayerThatSleepsPastItsDeadlineAndGrace() {
    Player sleeper =
        new Steady() {
          @Override
          public SearchReport chooseMove(GameState state, Limits limits) {
            try {
              Thread.sleep(60_000); // until the referee interrupts it
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
            return super.chooseMove(state, limits);
          }
        };
    GameRecord game =
        strict
            .play(
                1,
                NIM,
                Options.empty(),
                List.of(
                    new Seat("first", new Steady(), PATIENT), new Seat("second", sleeper, FAST)),
                42,
                GameListener.NONE)
            .record();
    assertEquals(Termination.TIME_FORFEIT, game.termination());
    assertEquals(0, game.winnerSeat());
    assertEquals(
        "second did not move within 400 ms (its deadline of 200 ms + grace 200 ms)", game.reason());
  }

  @Test
  void acceptsAMoveThatArrivesAfterTheDeadlineButWithinTheGrace() {
    Player late =
        new Steady() {
          @Override
          public SearchReport chooseMove(GameState state, Limits limits) {
            while (!limits.stopRequested()) {
              Thread.onSpinWait();
            }
            return super.chooseMove(state, limits); // answers as soon as the referee says stop
          }
        };
    GameRecord game = play(late, new Steady(), FAST);
    assertEquals(Termination.NORMAL, game.termination());
    assertEquals(12, game.plies());
  }

  @Test
  void abandonsPlayerThatIgnoresTheStopSignalAndPlaysTheNextGame() {
    CountDownLatch released = new CountDownLatch(1);
    Player runaway =
        new Steady() {
          @Override
          public SearchReport chooseMove(GameState state, Limits limits) {
            // Ignores the stop signal and interrupts until the test is over, however long the
            // referee takes; waits rather than spins so that it costs no CPU.
            while (released.getCount() > 0) {
              try {
                released.await();
              } catch (InterruptedException ignored) {
                // a runaway ignores this too
              }
            }
            return null;
          }
        };
    RefereeOutcome outcome =
        strict.play(
            1,
            NIM,
            Options.empty(),
            List.of(new Seat("steady", new Steady(), PATIENT), new Seat("runaway", runaway, FAST)),
            1,
            GameListener.NONE);
    assertEquals(Termination.TIME_FORFEIT, outcome.record().termination());
    assertEquals(0, outcome.record().winnerSeat());
    assertTrue(
        outcome.record().reason().endsWith("it ignored the stop signal and was abandoned"),
        outcome.record().reason());
    assertEquals(java.util.Set.of(1), outcome.abandonedSeats());

    GameRecord next = play(new Steady(), new Steady(), FAST);
    released.countDown();
    assertEquals(Termination.NORMAL, next.termination(), "the referee goes on");
  }

  @Test
  void aPlayerThatTakesAMomentToEndAfterTheInterruptIsNotAbandoned() {
    Player tidy =
        new Steady() {
          @Override
          public SearchReport chooseMove(GameState state, Limits limits) {
            try {
              Thread.sleep(60_000); // until the referee interrupts it
            } catch (InterruptedException e) {
              long end = System.nanoTime() + Duration.ofMillis(300).toNanos();
              while (System.nanoTime() < end) {
                Thread.onSpinWait(); // tidies up for 300 ms: slow, but it does end
              }
            }
            return null;
          }
        };
    RefereeOutcome outcome =
        strict.play(
            1,
            NIM,
            Options.empty(),
            List.of(new Seat("steady", new Steady(), PATIENT), new Seat("tidy", tidy, FAST)),
            1,
            GameListener.NONE);
    assertEquals(Termination.TIME_FORFEIT, outcome.record().termination());
    assertEquals(
        "tidy did not move within 400 ms (its deadline of 200 ms + grace 200 ms)",
        outcome.record().reason());
    assertEquals(java.util.Set.of(), outcome.abandonedSeats(), "its thread ended");
  }

  @Test
  void givesAPlayerWithoutATimeLimitTheMoveCapAsItsDeadline() {
    long[] deadline = new long[1];
    Player recorder =
        new Steady() {
          @Override
          public SearchReport chooseMove(GameState state, Limits limits) {
            deadline[0] = limits.remainingNanos();
            return super.chooseMove(state, limits);
          }
        };
    GameRecord game = play(recorder, new Steady(), SeatLimits.none());
    assertEquals(Termination.NORMAL, game.termination());
    assertTrue(
        deadline[0] > 0 && deadline[0] <= Duration.ofSeconds(2).toNanos(),
        "a depth-only player still has a deadline: " + deadline[0]);
  }

  @Test
  void aPlayerWhoseGameClockRunsOutLosesOnTime() {
    Referee clocked =
        new Referee(new RefereeSettings(100, Duration.ofSeconds(2), Duration.ofSeconds(2)));
    Player slow =
        new Steady() {
          @Override
          public SearchReport chooseMove(GameState state, Limits limits) {
            try {
              if (state.plies() == 2) {
                while (!limits.stopRequested()) {
                  Thread.sleep(1); // thinks until its clock is all used up, then moves in the grace
                }
              } else if (state.plies() == 4) {
                Thread.sleep(
                    60_000); // thinks on with no time left, until the referee interrupts it
              }
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
            return super.chooseMove(state, limits);
          }
        };
    SeatLimits clock =
        new SeatLimits(
            OptionalInt.empty(),
            OptionalLong.empty(),
            Optional.empty(),
            Optional.of(new GameClock(Duration.ofMillis(400), Duration.ZERO)));
    GameRecord game =
        clocked
            .play(
                1,
                NIM,
                Options.empty(),
                List.of(new Seat("slow", slow, clock), new Seat("steady", new Steady(), FAST)),
                1,
                GameListener.NONE)
            .record();
    assertEquals(Termination.TIME_FORFEIT, game.termination());
    assertEquals(1, game.winnerSeat());
    assertEquals(4, game.plies(), "slow's third move never came");
    assertTrue(
        game.reason()
            .startsWith(
                "slow did not move within 2000 ms (its remaining clock"
                    + " time of 0 ms + grace 2000 ms)"),
        game.reason());
  }

  @Test
  void aGameClockGivesEachMoveAShareOfTheRemainingTimeAsItsDeadline() {
    long[] budgets = new long[2];
    int[] calls = new int[1];
    Player recorder =
        new Steady() {
          @Override
          public SearchReport chooseMove(GameState state, Limits limits) {
            if (calls[0] < 2) {
              budgets[calls[0]] = limits.remainingNanos();
            }
            calls[0]++;
            return super.chooseMove(state, limits);
          }
        };
    SeatLimits clock =
        new SeatLimits(
            OptionalInt.empty(),
            OptionalLong.empty(),
            Optional.empty(),
            Optional.of(new GameClock(Duration.ofSeconds(200), Duration.ofSeconds(10))));
    play(recorder, new Steady(), clock);
    // 200 s / 20 + 10 s = 20 s for the first move (10 s without the increment, 200 s for all)
    assertTrue(
        budgets[0] > Duration.ofSeconds(15).toNanos()
            && budgets[0] <= Duration.ofSeconds(20).toNanos(),
        "first budget " + budgets[0]);
  }

  /** A steady player in a "process of its own", noting what the referee tells it. */
  static class Outside extends Steady implements OutOfProcess {
    final List<String> heard = new java.util.ArrayList<>();

    @Override
    public void history(List<String> moves) {
      heard.add("history " + moves.size());
    }

    @Override
    public void clocks(long[] remainingNanos, long[] incrementNanos) {
      heard.add(
          "clocks "
              + (remainingNanos[0] < 0 ? "-" : "w")
              + " "
              + (remainingNanos[1] < 0 ? "-" : "b")
              + " "
              + incrementNanos[0] / 1_000_000
              + " "
              + incrementNanos[1] / 1_000_000
              + (remainingNanos[0] <= 20_100_000_000L ? "" : " !"));
    }

    @Override
    public void checkStarts() {}

    @Override
    public void kill() {}
  }

  @Test
  void aPlayerOutsideOnAClockHearsEverySeatsClockBeforeEachOfItsMovesAndOnlyThen() {
    Outside onClock = new Outside();
    Outside noClock = new Outside();
    SeatLimits clock =
        new SeatLimits(
            OptionalInt.empty(),
            OptionalLong.empty(),
            Optional.empty(),
            Optional.of(new GameClock(Duration.ofSeconds(20), Duration.ofMillis(100))));
    GameRecord game =
        referee
            .play(
                1,
                NIM,
                Options.empty(),
                List.of(new Seat("clocked", onClock, clock), new Seat("free", noClock, FAST)),
                3,
                GameListener.NONE)
            .record();
    assertEquals(Termination.NORMAL, game.termination());
    assertEquals(
        List.of("history 0", "clocks w - 100 0", "history 2", "clocks w - 100 0"),
        onClock.heard.subList(0, 4),
        "seat 0's clock, no clock for seat 1 (-1)");
    assertTrue(
        noClock.heard.stream().allMatch(h -> h.startsWith("history")),
        "a player without a clock hears none: " + noClock.heard);
  }

  @Test
  void aPlayerThatResignsLosesByResignationWithoutAViolation() {
    Strikes strikes = new Strikes();
    Referee strict =
        new Referee(
            new RefereeSettings(100, GRACE, Duration.ofSeconds(2)),
            new ViolationPolicy(ViolationPolicy.Action.RANDOM_MOVE, 1),
            strikes);
    Player resigning =
        new Steady() {
          @Override
          public SearchReport chooseMove(GameState state, Limits limits) {
            if (state.plies() >= 2) {
              throw new Resignation("resign");
            }
            return super.chooseMove(state, limits);
          }
        };
    GameRecord game =
        strict
            .play(
                1,
                NIM,
                Options.empty(),
                List.of(
                    new Seat("quitter", resigning, FAST), new Seat("steady", new Steady(), FAST)),
                5,
                GameListener.NONE)
            .record();
    assertEquals(Termination.RESIGNATION, game.termination());
    assertEquals("quitter resigned", game.reason());
    assertEquals(1, game.winnerSeat());
    assertEquals(2, game.plies());
    assertEquals(List.of(), game.violations(), "no strike, no disqualification");
    assertTrue(!Termination.RESIGNATION.isForfeit(), "a loss on the board, not a forfeit");
  }

  @Test
  void playsTheOpeningBeforeThePlayersTakeOver() {
    GameRecord game =
        referee
            .play(
                1,
                NIM,
                Options.empty(),
                List.of("3:5", "2:4"),
                List.of(new Seat("a", new Steady(), FAST), new Seat("b", new Steady(), FAST)),
                1,
                GameListener.NONE)
            .record();
    assertEquals("3:5 2:4", game.opening());
    assertEquals(3, game.plies(), "three objects left in the first heap");
    assertEquals(3, game.moves().get(0).ply(), "plies count on from the opening");
    assertEquals(0, game.winnerSeat(), "a takes the last object at ply 5");
  }

  @Test
  void underTheRandomMovePolicyAViolationCostsAStrikeAndARandomMoveAndTheGameGoesOn() {
    Strikes strikes = new Strikes();
    Referee lenient =
        new Referee(
            new RefereeSettings(100, GRACE, Duration.ofSeconds(2)),
            new ViolationPolicy(ViolationPolicy.Action.RANDOM_MOVE, 0),
            strikes);
    Player cheat =
        new Steady() {
          @Override
          public SearchReport chooseMove(GameState state, Limits limits) {
            return SearchReport.of(9); // nine from a heap of three: never legal
          }
        };
    GameRecord game =
        lenient
            .play(
                1,
                NIM,
                Options.empty(),
                List.of(new Seat("cheat", cheat, FAST), new Seat("steady", new Steady(), FAST)),
                5,
                GameListener.NONE)
            .record();
    assertEquals(Termination.NORMAL, game.termination(), "the game was played to its end");
    int cheatMoves = (int) game.moves().stream().filter(m -> m.seat() == 0).count();
    assertEquals(cheatMoves, game.violations().size(), "every move of the cheat was a violation");
    Violation first = game.violations().get(0);
    assertEquals(1, first.ply());
    assertEquals("random-move", first.action());
    assertEquals(Termination.ILLEGAL_MOVE, first.kind());
    assertEquals(cheatMoves, game.violations().get(cheatMoves - 1).strikes());
  }

  @Test
  void theNthStrikeDisqualifiesAndADisqualifiedPlayerLosesWithoutPlaying() {
    Strikes strikes = new Strikes();
    Referee strict =
        new Referee(
            new RefereeSettings(100, GRACE, Duration.ofSeconds(2)),
            new ViolationPolicy(ViolationPolicy.Action.RANDOM_MOVE, 2),
            strikes);
    Player cheat =
        new Steady() {
          @Override
          public SearchReport chooseMove(GameState state, Limits limits) {
            return null;
          }
        };
    GameRecord game =
        strict
            .play(
                1,
                NIM,
                Options.empty(),
                List.of(new Seat("cheat", cheat, FAST), new Seat("steady", new Steady(), FAST)),
                5,
                GameListener.NONE)
            .record();
    assertEquals(Termination.DISQUALIFIED, game.termination());
    assertEquals(1, game.winnerSeat());
    assertEquals(
        List.of("random-move", "disqualified"),
        game.violations().stream().map(Violation::action).toList());
    assertTrue(game.reason().endsWith("cheat is disqualified after 2 violations"), game.reason());
    GameRecord next =
        strict
            .absentee(2, NIM, Options.empty(), List.of(), List.of("steady", "cheat"), 6)
            .orElseThrow();
    assertEquals(Termination.DISQUALIFIED, next.termination());
    assertEquals(0, next.winnerSeat());
    assertEquals(0, next.plies());
  }

  @Test
  void anEngineThatFailsItsHandshakeInEveryGameIsDisqualifiedAtTheNthStrike() {
    Referee strict =
        new Referee(
            new RefereeSettings(100, Duration.ofMillis(200), Duration.ofSeconds(2)),
            new ViolationPolicy(ViolationPolicy.Action.FORFEIT, 2),
            new Strikes());
    int[] handshakes = {0};
    Outside mute =
        new Outside() {
          @Override
          public void newGame(int seat, long seed) {
            handshakes[0]++;
            throw new IllegalStateException("the engine did not answer 'uciok' within 10 s");
          }
        };
    List<GameRecord> games = new java.util.ArrayList<>();
    for (int i = 1; i <= 3; i++) {
      int number = i;
      List<String> names = List.of("steady", "mute");
      games.add(
          strict
              .absentee(number, NIM, Options.empty(), List.of(), names, number)
              .orElseGet(
                  () ->
                      strict
                          .play(
                              number,
                              NIM,
                              Options.empty(),
                              List.of(
                                  new Seat("steady", new Steady(), FAST),
                                  new Seat("mute", mute, FAST)),
                              number,
                              GameListener.NONE)
                          .record()));
    }
    assertEquals(
        List.of(Termination.EXCEPTION, Termination.DISQUALIFIED, Termination.DISQUALIFIED),
        games.stream().map(GameRecord::termination).toList());
    assertEquals(
        List.of("disqualified"),
        games.get(1).violations().stream().map(Violation::action).toList());
    assertTrue(
        games.get(1).reason().endsWith("mute is disqualified after 2 violations"),
        games.get(1).reason());
    assertEquals(2, handshakes[0], "the third game is lost without a handshake tried");
  }

  @Test
  void aRefereeInterruptedWhileAPlayerThinksCancelsTheGameAndBlamesNobody() throws Exception {
    AtomicBoolean slowThinks = new AtomicBoolean();
    Player slow =
        new Steady() {
          @Override
          public SearchReport chooseMove(GameState state, Limits limits) {
            slowThinks.set(true);
            try {
              Thread.sleep(10_000);
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
            }
            return super.chooseMove(state, limits);
          }
        };
    Throwable thrown = interruptedWhileThinking(slow, slowThinks);
    assertTrue(thrown instanceof GameCancelled, "cancelled, not a forfeit: " + thrown);
  }

  /**
   * Plays a game of {@code thinking} (which sets {@code thinks} when it thinks about its first
   * move) against a steady player on a thread of its own, interrupts that thread once it thinks, as
   * a run that shuts down does, and returns what the referee threw.
   */
  private Throwable interruptedWhileThinking(Player thinking, AtomicBoolean thinks)
      throws InterruptedException {
    Throwable[] thrown = new Throwable[1];
    Thread refereeThread =
        new Thread(
            () -> {
              try {
                referee.play(
                    1,
                    NIM,
                    Options.empty(),
                    List.of(
                        new Seat("thinking", thinking, SeatLimits.none()),
                        new Seat("steady", new Steady(), FAST)),
                    1,
                    GameListener.NONE);
              } catch (Throwable t) {
                thrown[0] = t;
              }
            });
    refereeThread.start();
    long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
    while (!thinks.get() && System.nanoTime() < deadline) {
      Thread.sleep(1); // until it thinks about its first move
    }
    refereeThread.interrupt(); // the run is shutting down
    refereeThread.join(30_000);
    return thrown[0];
  }

  /** A {@link Steady} player that keeps its own deadline, and notes where and how it is asked. */
  static class PunctualSteady extends Steady implements Punctual {
    final List<Thread> askedOn = new java.util.ArrayList<>();
    final List<long[]> deadlines = new java.util.ArrayList<>();

    @Override
    public void deadline(long stopAtNanos, long graceNanos) {
      deadlines.add(new long[] {System.nanoTime(), stopAtNanos, graceNanos});
    }

    @Override
    public SearchReport chooseMove(GameState state, Limits limits) {
      askedOn.add(Thread.currentThread());
      return super.chooseMove(state, limits);
    }

    @Override
    public void kill() {}
  }

  @Test
  void aPunctualPlayerIsAskedOnTheRefereesOwnThreadWithItsMovesDeadlineAndGrace() {
    PunctualSteady punctual = new PunctualSteady();
    GameRecord game =
        strict
            .play(
                1,
                NIM,
                Options.empty(),
                List.of(
                    new Seat("first", punctual, FAST), new Seat("second", new Steady(), PATIENT)),
                42,
                GameListener.NONE)
            .record();
    assertEquals(Termination.NORMAL, game.termination());
    assertEquals(6, punctual.askedOn.size(), "first moved at every other ply of 12");
    assertTrue(punctual.askedOn.stream().allMatch(t -> t == Thread.currentThread()));
    for (long[] d : punctual.deadlines) {
      long told = d[0];
      long stopAt = d[1];
      assertTrue(
          stopAt - told <= Duration.ofMillis(200).toNanos() && stopAt > told,
          "the deadline is the move's 200 ms, counted from before it was told");
      assertEquals(Duration.ofMillis(200).toNanos(), d[2], "the referee's grace");
    }
  }

  @Test
  void aPunctualPlayerWhoseMoveIsOverdueLosesOnTimeAndPlaysTheNextGame() {
    AtomicBoolean overdue = new AtomicBoolean(true);
    PunctualSteady late =
        new PunctualSteady() {
          @Override
          public SearchReport chooseMove(GameState state, Limits limits) {
            if (overdue.getAndSet(false)) {
              throw new MoveOverdue("the engine did not send 'bestmove' by its deadline and grace");
            }
            return super.chooseMove(state, limits);
          }
        };
    List<Seat> seats =
        List.of(new Seat("first", new Steady(), PATIENT), new Seat("second", late, FAST));
    GameRecord lost = strict.play(1, NIM, Options.empty(), seats, 42, GameListener.NONE).record();
    assertEquals(Termination.TIME_FORFEIT, lost.termination());
    assertEquals(0, lost.winnerSeat());
    assertEquals(
        "second did not move within 400 ms (its deadline of 200 ms + grace 200 ms)", lost.reason());
    GameRecord next = strict.play(2, NIM, Options.empty(), seats, 42, GameListener.NONE).record();
    assertEquals(Termination.NORMAL, next.termination(), "not abandoned: it plays on");
  }

  @Test
  void aPunctualPlayerWhoseMoveComesAfterItsGraceLosesOnTime() {
    PunctualSteady slow =
        new PunctualSteady() {
          @Override
          public SearchReport chooseMove(GameState state, Limits limits) {
            long lateAt = deadlines.get(deadlines.size() - 1)[1] + deadlines.get(0)[2];
            while (System.nanoTime() - lateAt <= 0) {
              try {
                Thread.sleep(5);
              } catch (InterruptedException e) {
                throw new IllegalStateException(e);
              }
            }
            return super.chooseMove(state, limits);
          }
        };
    GameRecord game =
        strict
            .play(
                1,
                NIM,
                Options.empty(),
                List.of(new Seat("first", slow, FAST), new Seat("second", new Steady(), PATIENT)),
                42,
                GameListener.NONE)
            .record();
    assertEquals(Termination.TIME_FORFEIT, game.termination());
    assertEquals(1, game.winnerSeat());
  }

  @Test
  void aRefereeInterruptedWhileAPunctualPlayerThinksCancelsTheGameAndBlamesNobody()
      throws Exception {
    AtomicBoolean thinks = new AtomicBoolean();
    PunctualSteady waiting =
        new PunctualSteady() {
          @Override
          public SearchReport chooseMove(GameState state, Limits limits) {
            thinks.set(true);
            try {
              Thread.sleep(30_000); // as an engine's player waits for its next line
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
              throw new IllegalStateException("interrupted while waiting for the engine");
            }
            return super.chooseMove(state, limits);
          }
        };
    Throwable thrown = interruptedWhileThinking(waiting, thinks);
    assertTrue(thrown instanceof GameCancelled, "cancelled, not a forfeit: " + thrown);
  }

  @Test
  void adjudicatesADrawAtThePlyCap() {
    Referee capped = new Referee(new RefereeSettings(5, GRACE, Duration.ofSeconds(1)));
    GameRecord game =
        capped
            .play(
                3,
                NIM,
                Options.empty(),
                List.of(new Seat("a", new Steady(), FAST), new Seat("b", new Steady(), FAST)),
                9,
                GameListener.NONE)
            .record();
    assertEquals(Termination.PLY_CAP, game.termination());
    assertEquals(-1, game.winnerSeat());
    assertEquals("1/2-1/2", game.result());
    assertEquals(5, game.plies());
    assertEquals(3, game.number());
  }

  @Test
  void handsEachPlayerACopySoItCannotChangeTheRefereesState() {
    Player vandal =
        new Steady() {
          @Override
          public SearchReport chooseMove(GameState state, Limits limits) {
            SearchReport report = super.chooseMove(state, limits);
            state.play(2 * 16 + 5); // empties the third heap on its own copy
            return report;
          }
        };
    GameRecord game = play(vandal, new Steady(), FAST);
    assertEquals(Termination.NORMAL, game.termination());
    assertEquals(12, game.plies(), "the referee's game is untouched");
  }
}
