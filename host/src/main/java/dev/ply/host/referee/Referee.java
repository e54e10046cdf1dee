package dev.ply.host.referee;

import dev.ply.api.ChanceOutcome;
import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.SearchReport;
import dev.ply.api.View;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Plays one game between players and says how it ended.
 *
 * <p>The referee owns the only authoritative {@link GameState}; each turn the player to move gets a
 * copy, on a thread of its own, with a deadline of its time per move (or the move cap when it has
 * none). At the deadline the referee raises the stop signal; a player that has still not answered
 * once the grace has passed loses on time. A move that is not legal, an exception, or no move at
 * all also loses, with the reason recorded. A player that resigns ({@link Resignation}) loses too,
 * as on the board: no violation. A game that reaches the ply cap is adjudicated a draw. A player in
 * a process of its own is told the moves so far before each move ({@link OutOfProcess#history}),
 * and on a game clock both clocks ({@link OutOfProcess#clocks}). Whatever a player does, {@link
 * #play} returns a {@link GameRecord}: the referee itself never stops because a player failed.
 *
 * <p>A player's failure may be the game's: a game whose {@code play} refuses a move its {@code
 * legalMoves} listed makes every player that chooses that move "throw", and a game whose {@code
 * isLegal} disagrees with {@code legalMoves} makes a listed move "illegal". So when a player
 * throws, returns no move or returns a move the referee refuses, and when the game's own code
 * throws on the referee's calls, the referee checks the game ({@link GameAudit}); if the game broke
 * the contract of the api, the game is void ({@link Termination#GAME_FAULT}): the record names the
 * game plugin and the property it broke, and no player is scored or struck for it.
 */
public final class Referee {

  /**
   * The counter of a move on a game clock: the mover's time left after it, in milliseconds (the
   * increment, and the base of a new period of moves, added).
   */
  public static final String CLOCK_COUNTER = "clock-ms";

  private static final AtomicInteger THREADS = new AtomicInteger();

  private final RefereeSettings settings;
  private final ViolationPolicy policy;
  private final Strikes strikes;

  /** A referee that forfeits every violation, keeping its own strikes. */
  public Referee(RefereeSettings settings) {
    this(settings, ViolationPolicy.FORFEIT, new Strikes());
  }

  /**
   * A referee for a run.
   *
   * @param policy what a violation costs
   * @param strikes the run's strikes, disqualifications and runaways, shared by its games
   */
  public Referee(RefereeSettings settings, ViolationPolicy policy, Strikes strikes) {
    this.settings = settings;
    this.policy = policy;
    this.strikes = strikes;
  }

  /**
   * Plays one game.
   *
   * @param number the game's number in its run, from 1
   * @param game the game
   * @param variant its variant
   * @param seats the players by seat; {@code seats.get(0)} moves first
   * @param seed the game's seed, handed to every player
   * @param listener hears every move
   */
  public RefereeOutcome play(
      int number, Game game, Options variant, List<Seat> seats, long seed, GameListener listener) {
    return play(number, game, variant, List.of(), seats, seed, listener);
  }

  /**
   * The game a player cannot play because the run has already put it out (disqualified, or a
   * runaway): it loses without a move being asked of it. Empty when every player may play.
   */
  public Optional<GameRecord> absentee(
      int number, Game game, Options variant, List<String> opening, List<String> names, long seed) {
    for (int seat = 0; seat < names.size(); seat++) {
      String name = names.get(seat);
      boolean out = strikes.isDisqualified(name);
      if (out || strikes.isRunaway(name)) {
        GameState start = game.newGame(variant);
        for (String text : opening) {
          start.play(start.textToMove(text));
        }
        Instant now = Instant.now();
        String reason =
            out
                ? name + " was disqualified earlier in this run"
                : name
                    + " ran away earlier in this run (a move never returned after the stop signal);"
                    + " it plays no more in-process games: use isolation: process";
        return Optional.of(
            new GameRecord(
                number,
                game.id(),
                variant.toString(),
                names,
                names.size() == 2 ? 1 - seat : -1,
                out ? Termination.DISQUALIFIED : Termination.RUNAWAY,
                reason,
                seed,
                now,
                now,
                start.render(),
                List.of(),
                String.join(" ", opening)));
      }
    }
    return Optional.empty();
  }

  /**
   * Plays one game from an opening: the opening's moves are played first, by nobody, and the
   * players take over from the position they lead to.
   *
   * @param opening move texts, each legal where it is played
   * @throws IllegalArgumentException when an opening move is unreadable or illegal
   */
  public RefereeOutcome play(
      int number,
      Game game,
      Options variant,
      List<String> opening,
      List<Seat> seats,
      long seed,
      GameListener listener) {
    return play(number, game, variant, opening, seats, seed, seed, listener);
  }

  /**
   * Plays one game from an opening, drawing its chance outcomes from {@code chanceSeed}: the two
   * games of a duplicate pair are given the same one, so that they see the same dice and deals.
   *
   * @param chanceSeed the seed of the game's chance stream (its {@code seed} when not paired)
   */
  public RefereeOutcome play(
      int number,
      Game game,
      Options variant,
      List<String> opening,
      List<Seat> seats,
      long seed,
      long chanceSeed,
      GameListener listener) {
    return new Match(number, game, variant, opening, seats, seed, chanceSeed, listener).play();
  }

  /** The state of one game in progress. */
  private final class Match {
    private final int number;
    private final Game game;
    private final Options variant;
    private final List<Seat> seats;
    private final long seed;
    private final GameListener listener;
    private final List<MoveRecord> moves = new ArrayList<>();
    private final List<Violation> violations = new ArrayList<>();

    /** The thread running each seat's call, written by that thread, read by the referee's. */
    private final java.util.concurrent.atomic.AtomicReferenceArray<Thread> running;

    private final ExecutorService[] threads;
    private final Set<Integer> abandoned = new HashSet<>();
    private final List<String> opening;

    /** The opening as the game writes its moves, once played. */
    private List<String> playedOpening = List.of();

    /** The opening's and the recorded moves' texts, grown move by move ({@link #history()}). */
    private final List<String> history = new ArrayList<>();

    private final long[] clockNanos;

    /** Each seat's moves made on its clock this game: where it is in its period of moves. */
    private final int[] clockMoves;

    private final Adjudicator adjudicator;
    private GameState state;
    private Instant started;

    /** The game's features, asked once. */
    private final Set<GameFeature> features;

    /** Whether the seats see only their views (a game of hidden information). */
    private final boolean hidden;

    /** The stream chance outcomes are drawn from. */
    private final java.util.SplittableRandom chance;

    /** Each seat's last observation, to record only what changed. */
    private final String[] lastSeen;

    Match(
        int number,
        Game game,
        Options variant,
        List<String> opening,
        List<Seat> seats,
        long seed,
        long chanceSeed,
        GameListener listener) {
      this.features = Set.copyOf(game.features());
      this.hidden = features.contains(GameFeature.HIDDEN_INFORMATION);
      this.chance = new java.util.SplittableRandom(chanceSeed);
      this.lastSeen = new String[seats.size()];
      java.util.Arrays.fill(lastSeen, ""); // nothing seen before the first move
      this.number = number;
      this.opening = List.copyOf(opening);
      this.clockNanos = new long[seats.size()];
      this.clockMoves = new int[seats.size()];
      for (int i = 0; i < seats.size(); i++) {
        clockNanos[i] = seats.get(i).limits().clock().map(c -> c.base().toNanos()).orElse(0L);
      }
      this.game = game;
      this.variant = variant;
      this.seats = List.copyOf(seats);
      this.seed = seed;
      this.listener = listener;
      this.threads = new ExecutorService[seats.size()];
      this.running = new java.util.concurrent.atomic.AtomicReferenceArray<>(seats.size());
      this.adjudicator =
          new Adjudicator(
              settings.adjudication(),
              game,
              variant,
              seed,
              seats.stream().map(Seat::name).toList());
      if (seats.size() != game.players()) {
        throw new IllegalArgumentException(
            game.id() + " needs " + game.players() + " players, got " + seats.size());
      }
    }

    RefereeOutcome play() {
      started = Instant.now();
      try {
        state = game.newGame(variant);
        List<String> canonical = new ArrayList<>();
        for (String text : opening) {
          int move;
          try {
            move = state.textToMove(text);
          } catch (IllegalArgumentException unreadable) {
            // The book's fault, not the game's: the run's config names it.
            throw new IllegalArgumentException(
                "opening move "
                    + text
                    + " cannot be read after "
                    + state.plies()
                    + " plies: "
                    + unreadable.getMessage(),
                unreadable);
          }
          if (state.isTerminal() || !state.isLegal(move)) {
            throw new IllegalArgumentException(
                "opening move " + text + " is not legal after " + state.plies() + " plies");
          }
          // A book may write moves another way (SAN in a PGN book): players and the record get
          // the game's own move texts.
          canonical.add(state.moveToText(move));
          state.play(move);
        }
        playedOpening = List.copyOf(canonical);
        listener.started(state.copy());
        for (int seat = 0; seat < seats.size(); seat++) {
          GameRecord forfeit = startPlayer(seat);
          if (forfeit != null) {
            return new RefereeOutcome(forfeit, abandoned);
          }
        }
        return new RefereeOutcome(playMoves(), abandoned);
      } catch (RuntimeException | StackOverflowError e) {
        if (e instanceof GameCancelled || !thrownByGame(e)) {
          throw e;
        }
        // Named in the conformance kit's words where the audit finds the property broken.
        Optional<GameAudit.Fault> found =
            state == null ? Optional.empty() : GameAudit.check(game, state, seed);
        StackTraceElement at = firstGameFrame(e);
        String call =
            at == null ? "the game" : simpleName(at.getClassName()) + "." + at.getMethodName();
        return new RefereeOutcome(
            voided(
                found.orElseGet(
                    () ->
                        new GameAudit.Fault(
                            call + " threw " + GameAudit.describe(e) + " on a call of the referee",
                            state == null ? "at its start" : "at ply " + safePlies()))),
            abandoned);
      } finally {
        for (ExecutorService thread : threads) {
          if (thread != null) {
            thread.shutdownNow();
          }
        }
        adjudicator.close();
        for (int seat = 0; seat < seats.size(); seat++) {
          if (seats.get(seat).player() instanceof OutOfProcess child && !abandoned.contains(seat)) {
            try {
              child.gameOver(); // a pondering engine stops thinking
            } catch (RuntimeException e) {
              // its next game starts it afresh if this left it broken
            }
          }
        }
      }
    }

    private GameRecord startPlayer(int seat) {
      Seat s = seats.get(seat);
      if (s.player() instanceof OutOfProcess child) {
        child.game(number);
      }
      long playerSeed = seed ^ (0x9E3779B97F4A7C15L * (seat + 1));
      Limits limits =
          new Limits(
              Limits.NO_DEPTH_LIMIT,
              Limits.NO_NODE_LIMIT,
              System.nanoTime() + settings.moveCap().toNanos());
      Answer<Void> answer =
          ask(
              seat,
              limits,
              limits.deadlineNanos(),
              () -> {
                s.player().newGame(seat, playerSeed);
                return null;
              });
      if (answer.failure != null) {
        return forfeitWithViolation(
            seat,
            Termination.EXCEPTION,
            failure(s, answer.failure) + " when told a new game begins");
      }
      if (answer.timedOut) {
        return forfeitWithViolation(
            seat,
            Termination.TIME_FORFEIT,
            s.name()
                + " did not return"
                + " from newGame within the move cap of "
                + settings.moveCap().toMillis()
                + " ms plus grace");
      }
      return null;
    }

    /**
     * A violation before the first move (a handshake that failed, say): there is no position to
     * play a random move in. It counts a strike like any other, and the N-th disqualifies.
     */
    private GameRecord forfeitWithViolation(int seat, Termination kind, String detail) {
      String name = seats.get(seat).name();
      int count = strikes.strike(name);
      if (abandoned.contains(seat)) {
        strikes.runaway(name);
      }
      if (policy.disqualifyAfter() > 0 && count >= policy.disqualifyAfter()) {
        strikes.disqualify(name);
        violations.add(
            new Violation(state.plies() + 1, seat, name, kind, detail, "disqualified", count));
        return forfeit(
            seat,
            Termination.DISQUALIFIED,
            detail
                + "; "
                + name
                + " is disqualified after "
                + count
                + " violation"
                + (count == 1 ? "" : "s"));
      }
      violations.add(new Violation(state.plies() + 1, seat, name, kind, detail, "forfeit", count));
      return forfeit(seat, kind, detail);
    }

    private GameRecord playMoves() {
      while (true) {
        if (state.isTerminal()) {
          return finish(winnerByUtility(), Termination.NORMAL, normalReason());
        }
        if (state.plies() >= settings.plyCap()) {
          return finish(
              -1, Termination.PLY_CAP, "adjudicated a draw at the ply cap of " + settings.plyCap());
        }
        int toMove = state.playerToMove();
        GameRecord ended;
        if (toMove == GameState.CHANCE && features.contains(GameFeature.CHANCE)) {
          ended = drawChance();
        } else if (toMove == GameState.SIMULTANEOUS
            && features.contains(GameFeature.SIMULTANEOUS_MOVES)) {
          ended = playSimultaneous();
        } else if (toMove >= 0 && toMove < seats.size()) {
          ended = playTurn(toMove);
        } else {
          ended =
              voided(
                  new GameAudit.Fault(
                      "playerToMove() is "
                          + toMove
                          + ", not a seat 0.."
                          + (seats.size() - 1)
                          + GameAudit.specialSeat(toMove, features),
                      "at ply " + state.plies()));
        }
        if (ended != null) {
          return ended;
        }
      }
    }

    /** The number of the next move in the record: the opening's moves count, as the game's do. */
    private int nextPly() {
      return playedOpening.size() + moves.size() + 1;
    }

    /**
     * Draws the outcome of a chance node from the game's chance stream and plays it; the record
     * names the seat {@link MoveRecord#CHANCE_SEAT}. A game whose outcomes are not a probability
     * distribution over its listed moves is void.
     */
    private GameRecord drawChance() {
      List<ChanceOutcome> outcomes = state.chanceOutcomes();
      Optional<String> wrong = ChanceDraw.problem(state, outcomes);
      if (wrong.isPresent()) {
        return voided(new GameAudit.Fault(wrong.get(), "at ply " + state.plies()));
      }
      int move = ChanceDraw.draw(outcomes, chance);
      MoveRecord record =
          new MoveRecord(
              nextPly(),
              MoveRecord.CHANCE_SEAT,
              MoveRecord.CHANCE,
              state.moveToText(move),
              0,
              0,
              0,
              null,
              "",
              java.util.Map.of(),
              List.of());
      state.play(move);
      record(record);
      return null;
    }

    /** Adds a move to the record, with what each seat now sees, and tells the listener. */
    private void record(MoveRecord move) {
      List<String> seen = new ArrayList<>();
      if (hidden) {
        for (int seat = 0; seat < seats.size(); seat++) {
          String now = state.observation(seat);
          seen.add(now.equals(lastSeen[seat]) ? null : now);
          lastSeen[seat] = now;
        }
      }
      // Numbered when recorded: the choices of a joint move take one number each, in seat order.
      MoveRecord kept =
          new MoveRecord(
              nextPly(),
              move.seat(),
              move.player(),
              move.move(),
              move.timeNanos(),
              move.depth(),
              move.nodes(),
              move.value(),
              move.principalVariation(),
              move.counters(),
              seen);
      moves.add(kept);
      listener.moved(kept, state);
    }

    /** One seat's turn at a sequential position. */
    private GameRecord playTurn(int seat) {
      Turn turn = startTurn(seat);
      Judged judged = judge(turn, turn.await());
      if (judged.ended != null) {
        return judged.ended;
      }
      state.play(judged.move);
      record(judged.record);
      if (judged.chosen && !state.isTerminal() && settings.adjudication().any()) {
        Optional<Adjudicator.Verdict> verdict = adjudicator.afterMove(moves, state);
        if (verdict.isPresent()) {
          Adjudicator.Verdict v = verdict.get();
          return finish(v.winnerSeat(), Termination.ADJUDICATED, v.reason(), v.record());
        }
      }
      return null;
    }

    /**
     * A simultaneous position: every acting seat is asked before any answer is looked at, each on
     * its own thread and from its own copy or view, so that no seat can see another's choice; the
     * joint choice is then played as one ply and recorded as one move per acting seat, in seat
     * order.
     */
    private GameRecord playSimultaneous() {
      List<Turn> turns = new ArrayList<>();
      int[] buffer = new int[state.maxMoves()];
      for (int seat = 0; seat < seats.size(); seat++) {
        if (state.legalMovesOf(seat, buffer) > 0) {
          turns.add(startTurn(seat));
        }
      }
      if (turns.isEmpty()) {
        return voided(
            new GameAudit.Fault(
                "a simultaneous position (playerToMove() is SIMULTANEOUS) where legalMovesOf lists"
                    + " no move for any seat",
                "at ply " + state.plies()));
      }
      int[] joint = new int[seats.size()];
      java.util.Arrays.fill(joint, GameState.NO_MOVE);
      List<MoveRecord> records = new ArrayList<>();
      for (int i = 0; i < turns.size(); i++) {
        Turn turn = turns.get(i);
        Judged judged = judge(turn, turn.await());
        if (judged.ended != null) {
          for (Turn other : turns.subList(i + 1, turns.size())) {
            other.limits.stop();
          }
          return judged.ended;
        }
        joint[turn.seat] = judged.move;
        records.add(judged.record);
      }
      state.playJoint(joint);
      for (MoveRecord record : records) {
        record(record);
      }
      return null;
    }

    /** The moves since the start position, the opening's included, as texts; read-only. */
    private List<String> history() {
      if (history.isEmpty()) {
        history.addAll(playedOpening);
      }
      for (int i = history.size() - playedOpening.size(); i < moves.size(); i++) {
        history.add(moves.get(i).move());
      }
      return java.util.Collections.unmodifiableList(history);
    }

    /**
     * Hands the position (a copy, or the seat's view in a game of hidden information) to the seat's
     * player on its own thread, with its budget; the answer is awaited by {@link Turn#await()}.
     */
    private Turn startTurn(int seat) {
      Seat s = seats.get(seat);
      Optional<GameClock> clock = s.limits().clock();
      long askedAt = System.nanoTime();
      long flagNanos = clock.isPresent() ? clockNanos[seat] : budget(s.limits()).toNanos();
      Limits limits =
          limitsFor(
              s.limits(),
              askedAt,
              clock.isPresent() ? clockNanos[seat] : 0,
              clock.map(c -> c.movesToGo(clockMoves[seat])).orElse(0));
      if (s.player() instanceof OutOfProcess child) {
        if (hidden) {
          child.observe(state.observation(seat));
        } else {
          child.history(history());
        }
        if (clock.isPresent()) {
          tellClocks(child);
        }
      }
      Callable<SearchReport> call;
      if (hidden) {
        View view = state.view(seat);
        call = () -> s.player().chooseMove(view, limits);
      } else {
        GameState copy = state.copy();
        call = () -> s.player().chooseMove(copy, limits);
      }
      if (s.player() instanceof Punctual punctual && !simultaneousNow()) {
        long grace = grace(seat).toNanos();
        punctual.deadline(askedAt + flagNanos, grace);
        return new Turn(
            seat, limits, askedAt, flagNanos, askHere(call, askedAt + flagNanos + grace));
      }
      return new Turn(seat, limits, askedAt, flagNanos, submit(seat, call));
    }

    /**
     * Asks a {@link Punctual} player on this thread: it keeps the deadline itself and throws {@link
     * MoveOverdue} past it; an answer after {@code lateAt} (a nanoTime) is lost on time too.
     */
    private <T> Answer<T> askHere(Callable<T> call, long lateAt) {
      try {
        T value = call.call();
        return System.nanoTime() - lateAt > 0 ? Answer.late() : Answer.of(value);
      } catch (MoveOverdue overdue) {
        return Answer.late();
      } catch (Exception failed) {
        if (Thread.currentThread().isInterrupted()) {
          // The referee's own thread was interrupted: the run is stopping. No player is to blame.
          throw new GameCancelled();
        }
        return Answer.failed(failed);
      }
    }

    /** A seat's move being chosen. */
    private final class Turn {
      final int seat;
      final Limits limits;
      final long askedAt;
      final long flagNanos;
      final Pending<SearchReport> pending;

      /** The answer already given, when the player was asked on the referee's thread. */
      final Answer<SearchReport> given;

      long took;

      Turn(int seat, Limits limits, long askedAt, long flagNanos, Pending<SearchReport> pending) {
        this(seat, limits, askedAt, flagNanos, pending, null);
      }

      Turn(int seat, Limits limits, long askedAt, long flagNanos, Answer<SearchReport> given) {
        this(seat, limits, askedAt, flagNanos, null, given);
      }

      private Turn(
          int seat,
          Limits limits,
          long askedAt,
          long flagNanos,
          Pending<SearchReport> pending,
          Answer<SearchReport> given) {
        this.seat = seat;
        this.limits = limits;
        this.askedAt = askedAt;
        this.flagNanos = flagNanos;
        this.pending = pending;
        this.given = given;
      }

      /** Waits for the answer, then charges the time taken to the seat's clock, if it has one. */
      Answer<SearchReport> await() {
        Answer<SearchReport> answer =
            given != null
                ? given
                : Referee.Match.this.await(seat, pending, limits, askedAt + flagNanos);
        took = System.nanoTime() - askedAt;
        Optional<GameClock> clock = seats.get(seat).limits().clock();
        if (clock.isPresent()) {
          long left = answer.timedOut ? 0 : Math.max(0, clockNanos[seat] - took);
          clockNanos[seat] = left + clock.get().increment().toNanos();
          clockMoves[seat]++;
          if (clock.get().moves() > 0 && clockMoves[seat] % clock.get().moves() == 0) {
            clockNanos[seat] += clock.get().base().toNanos(); // a new period of moves
          }
        }
        return answer;
      }
    }

    /**
     * What came of a seat's turn: the game ended ({@code ended}), or a move to play with its
     * record; {@code chosen} is false for a random move played in place of a broken one.
     */
    private record Judged(GameRecord ended, int move, MoveRecord record, boolean chosen) {
      static Judged over(GameRecord ended) {
        return new Judged(ended, 0, null, false);
      }
    }

    /** The seat's legal moves now, into {@code buffer}: its own at a simultaneous position. */
    private int legalOf(int seat, int[] buffer) {
      return simultaneousNow() ? state.legalMovesOf(seat, buffer) : state.legalMoves(buffer);
    }

    private boolean simultaneousNow() {
      return state.playerToMove() == GameState.SIMULTANEOUS;
    }

    /** Applies the rules and the violation policy to a seat's answer. */
    private Judged judge(Turn turn, Answer<SearchReport> answer) {
      int seat = turn.seat;
      Seat s = seats.get(seat);
      Optional<GameClock> clock = s.limits().clock();
      long flagNanos = turn.flagNanos;
      int[] legal = new int[state.maxMoves()];
      Termination broken = null;
      String detail = null;
      SearchReport report = answer.value;
      if (answer.timedOut) {
        String allowed =
            clock.isPresent()
                ? "its remaining clock time of " + flagNanos / 1_000_000 + " ms"
                : "its deadline of " + millis(budget(s.limits()));
        broken = Termination.TIME_FORFEIT;
        detail =
            s.name()
                + " did not move within "
                + (flagNanos / 1_000_000 + grace(seat).toMillis())
                + " ms ("
                + allowed
                + (s.limits().timeMargin().isPresent() ? " + time margin " : " + grace ")
                + millis(grace(seat))
                + ")"
                + (abandoned.contains(seat)
                    ? "; it ignored the stop signal and was abandoned"
                    : "");
      } else if (answer.failure instanceof Resignation) {
        return Judged.over(forfeit(seat, Termination.RESIGNATION, s.name() + " resigned"));
      } else if (answer.failure instanceof IllegalMoveException unreadable) {
        broken = Termination.ILLEGAL_MOVE;
        detail =
            s.name()
                + " returned an illegal move: "
                + unreadable.moveText()
                + " (legal: "
                + legalTexts(seat, legal)
                + ")";
      } else if (answer.failure != null) {
        broken = Termination.EXCEPTION;
        detail = failure(s, answer.failure);
      } else if (report == null) {
        broken = Termination.NO_MOVE;
        detail = s.name() + " returned no move";
      } else if (simultaneousNow()) {
        if (!listed(legal, legalOf(seat, legal), report.move())) {
          broken = Termination.ILLEGAL_MOVE;
          detail =
              s.name()
                  + " returned an illegal move: "
                  + safeText(report.move())
                  + " (legal: "
                  + legalTexts(seat, legal)
                  + ")";
        }
      } else if (state.isLegal(report.move())
          && !listed(legal, state.legalMoves(legal), report.move())) {
        // The game accepts a move it does not list: its own contract is broken, not the rules.
        return Judged.over(
            voided(
                new GameAudit.Fault(
                    "isLegal("
                        + safeText(report.move())
                        + ") is true"
                        + " for a move legalMoves() does not list",
                    "at ply " + state.plies())));
      } else if (!state.isLegal(report.move())) {
        int n = state.legalMoves(legal);
        StringBuilder options = new StringBuilder();
        String text = safeText(report.move());
        String named = text;
        for (int i = 0; i < n; i++) {
          String option = state.moveToText(legal[i]);
          options.append(i == 0 ? "" : " ").append(option);
          if (option.equals(text)) {
            // Its text is a legal move's: the number is not the game's (stray bits, say).
            named =
                "#"
                    + report.move()
                    + ", not the game's number for "
                    + text
                    + " (#"
                    + legal[i]
                    + ")";
          }
        }
        broken = Termination.ILLEGAL_MOVE;
        detail = s.name() + " returned an illegal move: " + named + " (legal: " + options + ")";
      }
      if (broken != null && broken != Termination.TIME_FORFEIT) {
        // The player's failure may be the game's: check the game before blaming the player.
        Optional<GameAudit.Fault> fault = GameAudit.check(game, state, seed ^ state.plies());
        if (fault.isPresent()) {
          return Judged.over(voided(fault.get()));
        }
      }
      if (broken != null) {
        GameRecord ended = violation(seat, broken, detail);
        if (ended != null) {
          return Judged.over(ended);
        }
        int n = legalOf(seat, legal);
        int move = legal[new java.util.SplittableRandom(seed ^ (31L * nextPly())).nextInt(n)];
        MoveRecord record =
            new MoveRecord(
                nextPly(),
                seat,
                s.name(),
                state.moveToText(move),
                turn.took,
                0,
                0,
                null,
                "",
                java.util.Map.of());
        return new Judged(null, move, record, false);
      }
      int move = report.move();
      MoveRecord record =
          new MoveRecord(
              nextPly(),
              seat,
              s.name(),
              state.moveToText(move),
              turn.took,
              report.depth(),
              report.nodes(),
              report.hasValue() ? report.value() : null,
              hidden || simultaneousNow()
                  ? ""
                  : pvText(report.principalVariation(), !(s.player() instanceof Punctual)),
              clock.isPresent() ? withClock(report.counters(), seat) : report.counters());
      return new Judged(null, move, record, true);
    }

    /**
     * A move's counters with {@value #CLOCK_COUNTER}: the seat's clock after the move (its
     * increment, and a new period's base, added), in milliseconds, for the PGN's {@code %clk}.
     */
    private java.util.Map<String, Long> withClock(java.util.Map<String, Long> counters, int seat) {
      java.util.Map<String, Long> with = new java.util.LinkedHashMap<>(counters);
      with.put(CLOCK_COUNTER, clockNanos[seat] / 1_000_000);
      return with;
    }

    /** The seat's legal moves as texts separated by spaces, for a violation's detail. */
    private String legalTexts(int seat, int[] buffer) {
      int n = legalOf(seat, buffer);
      StringBuilder options = new StringBuilder();
      for (int i = 0; i < n; i++) {
        options.append(i == 0 ? "" : " ").append(state.moveToText(buffer[i]));
      }
      return options.toString();
    }

    /**
     * Tells a player in a process of its own each seat's clock: remaining (-1 without), increment.
     */
    private void tellClocks(OutOfProcess child) {
      long[] remaining = new long[seats.size()];
      long[] increments = new long[seats.size()];
      long[] bases = new long[seats.size()];
      int[] periods = new int[seats.size()];
      int[] toGo = new int[seats.size()];
      for (int i = 0; i < seats.size(); i++) {
        Optional<GameClock> c = seats.get(i).limits().clock();
        remaining[i] = c.isPresent() ? clockNanos[i] : -1;
        increments[i] = c.map(x -> x.increment().toNanos()).orElse(0L);
        bases[i] = c.map(x -> x.base().toNanos()).orElse(0L);
        periods[i] = c.map(GameClock::moves).orElse(0);
        int made = clockMoves[i];
        toGo[i] = c.map(x -> x.movesToGo(made)).orElse(0);
      }
      child.clocks(remaining, increments, bases, periods, toGo);
    }

    /**
     * Applies the violation policy to a broken rule: returns the finished game when the player
     * forfeits (or is disqualified), or null when a random move is to be played in its place.
     */
    private GameRecord violation(int seat, Termination kind, String detail) {
      String name = seats.get(seat).name();
      int count = strikes.strike(name);
      int ply = nextPly();
      if (abandoned.contains(seat)) {
        strikes.runaway(name);
      }
      if (policy.disqualifyAfter() > 0 && count >= policy.disqualifyAfter()) {
        strikes.disqualify(name);
        violations.add(new Violation(ply, seat, name, kind, detail, "disqualified", count));
        return forfeit(
            seat,
            Termination.DISQUALIFIED,
            detail
                + "; "
                + name
                + " is disqualified after "
                + count
                + " violation"
                + (count == 1 ? "" : "s"));
      }
      if (policy.action() == ViolationPolicy.Action.RANDOM_MOVE && !abandoned.contains(seat)) {
        violations.add(new Violation(ply, seat, name, kind, detail, "random-move", count));
        return null;
      }
      violations.add(
          new Violation(
              ply,
              seat,
              name,
              kind,
              detail,
              abandoned.contains(seat) ? "runaway" : "forfeit",
              count));
      return forfeit(seat, kind, detail);
    }

    private Duration budget(SeatLimits limits) {
      return limits.time().orElse(settings.moveCap());
    }

    /**
     * The player's budget: its time per move, its share of its clock (of the moves left in its
     * period, at most a twentieth), or the move cap.
     */
    private Limits limitsFor(SeatLimits limits, long now, long clockRemaining, int movesToGo) {
      int share =
          movesToGo > 0 ? Math.min(GameClock.MOVES_TO_GO, movesToGo) : GameClock.MOVES_TO_GO;
      long budget =
          limits
              .clock()
              .map(c -> Math.min(clockRemaining, clockRemaining / share + c.increment().toNanos()))
              .orElse(budget(limits).toNanos());
      return new Limits(
          limits.depth().orElse(Limits.NO_DEPTH_LIMIT),
          limits.nodes().orElse(Limits.NO_NODE_LIMIT),
          now + budget);
    }

    /**
     * Runs {@code call} on the seat's thread and waits until {@code stopAt} (a nanoTime); then
     * raises the stop signal and waits out the grace. A call still running after that is abandoned.
     */
    private <T> Answer<T> ask(int seat, Limits limits, long stopAt, Callable<T> call) {
      return await(seat, submit(seat, call), limits, stopAt);
    }

    /** Starts {@code call} on the seat's thread. */
    private <T> Pending<T> submit(int seat, Callable<T> call) {
      CountDownLatch finished = new CountDownLatch(1);
      Future<T> future =
          thread(seat)
              .submit(
                  () -> {
                    running.set(seat, Thread.currentThread());
                    try {
                      return call.call();
                    } finally {
                      finished.countDown();
                    }
                  });
      return new Pending<>(future, finished);
    }

    /** Waits for a submitted call as {@link #ask} does. */
    private <T> Answer<T> await(int seat, Pending<T> pending, Limits limits, long stopAt) {
      Future<T> future = pending.future();
      try {
        try {
          long wait = Math.max(0, stopAt - System.nanoTime());
          return Answer.of(future.get(wait, TimeUnit.NANOSECONDS));
        } catch (TimeoutException atDeadline) {
          limits.stop();
          return Answer.of(future.get(grace(seat).toNanos(), TimeUnit.NANOSECONDS));
        }
      } catch (TimeoutException pastGrace) {
        // Too late: the move is lost either way. The player's thread is interrupted; one that does
        // not end within a moment ignored both the stop signal and the interrupt, and is abandoned.
        if (seats.get(seat).player() instanceof Killable killable) {
          killable.kill();
        }
        future.cancel(true);
        if (!endsSoon(pending.finished())) {
          abandon(seat);
        }
        return Answer.late();
      } catch (ExecutionException failed) {
        return Answer.failed(failed.getCause());
      } catch (InterruptedException interrupted) {
        // The referee's own thread was interrupted: the run is stopping. No player is to blame.
        Thread.currentThread().interrupt();
        future.cancel(true);
        throw new GameCancelled();
      }
    }

    /** How long past its deadline a seat may take: its own time margin, else the grace. */
    private Duration grace(int seat) {
      return seats.get(seat).limits().timeMargin().orElse(settings.grace());
    }

    private boolean endsSoon(CountDownLatch finished) {
      try {
        // 2 s: on a busy machine an interrupted thread may wait that long for a core; only a player
        // that ignores both the stop signal and the interrupt costs the whole wait.
        return finished.await(2, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return false;
      }
    }

    private void abandon(int seat) {
      abandoned.add(seat);
      threads[seat].shutdownNow();
      threads[seat] = null;
      stopForGood(running.get(seat));
    }

    private ExecutorService thread(int seat) {
      if (threads[seat] == null) {
        String name = "ply-player-" + seats.get(seat).name() + "-" + THREADS.incrementAndGet();
        threads[seat] =
            Executors.newSingleThreadExecutor(
                r -> {
                  Thread t = new Thread(r, name);
                  t.setDaemon(true);
                  return t;
                });
      }
      return threads[seat];
    }

    private int winnerByUtility() {
      int best = Integer.MIN_VALUE;
      int winner = -1;
      for (int seat = 0; seat < seats.size(); seat++) {
        int u = state.utility(seat);
        if (u > best) {
          best = u;
          winner = seat;
        } else if (u == best) {
          winner = -1;
        }
      }
      return winner;
    }

    private String normalReason() {
      int winner = winnerByUtility();
      String how = state.endReason();
      String by = how.isEmpty() ? "the rules of " + game.displayName() : how;
      return winner < 0 ? "draw by " + by : seats.get(winner).name() + " won by " + by;
    }

    /** Whether {@code move} is among the first {@code n} moves of {@code buffer}. */
    private boolean listed(int[] buffer, int n, int move) {
      for (int i = 0; i < n; i++) {
        if (buffer[i] == move) {
          return true;
        }
      }
      return false;
    }

    /** The game is void: its plugin broke the contract of the api, by {@code fault}. */
    private GameRecord voided(GameAudit.Fault fault) {
      String reason =
          GameAudit.pluginOf(game)
              + " broke the contract of the game api: "
              + fault.describe()
              + ". The game is void: no player is scored for it.";
      List<String> names = seats.stream().map(Seat::name).toList();
      String board;
      try {
        board = state == null ? "" : state.render();
      } catch (RuntimeException | StackOverflowError e) {
        board = "(render() threw " + GameAudit.describe(e) + ")";
      }
      return new GameRecord(
          number,
          game.id(),
          variant.toString(),
          names,
          -1,
          Termination.GAME_FAULT,
          reason,
          seed,
          started,
          Instant.now(),
          board,
          moves,
          String.join(" ", playedOpening),
          List.of(),
          null);
    }

    private int safePlies() {
      try {
        return state.plies();
      } catch (RuntimeException e) {
        return moves.size();
      }
    }

    /** Whether {@code e} was thrown by the game's own code (its first frame outside the JDK). */
    private boolean thrownByGame(Throwable e) {
      return firstGameFrame(e) != null;
    }

    /**
     * The frame of the game's code that threw, or null when the first frame outside the JDK is not.
     */
    private StackTraceElement firstGameFrame(Throwable e) {
      for (StackTraceElement frame : e.getStackTrace()) {
        String c = frame.getClassName();
        if (c.startsWith("java.")
            || c.startsWith("javax.")
            || c.startsWith("jdk.")
            || c.startsWith("sun.")) {
          continue;
        }
        return ownedByGame(c) ? frame : null;
      }
      return null;
    }

    /**
     * Whether a class is the game plugin's: defined by the game's plugin class loader, or, for a
     * game on the host's own class path (tests, embedded use), the game's or its state's class.
     */
    private boolean ownedByGame(String className) {
      ClassLoader loader = game.getClass().getClassLoader();
      if (loader != null && loader != Referee.class.getClassLoader()) {
        try {
          return Class.forName(className, false, loader).getClassLoader() == loader;
        } catch (ClassNotFoundException | LinkageError e) {
          return false;
        }
      }
      String top = topLevel(className);
      return top.equals(topLevel(game.getClass().getName()))
          || state != null && top.equals(topLevel(state.getClass().getName()));
    }

    private GameRecord forfeit(int seat, Termination termination, String reason) {
      int winner = seats.size() == 2 ? 1 - seat : -1;
      if (seats.size() > 2) {
        // The culprit places last, the others tie above it.
        int[] places = new int[seats.size()];
        places[seat] = -1;
        return finish(winner, termination, reason, null, GameRecord.placementScores(places));
      }
      return finish(winner, termination, reason);
    }

    private GameRecord finish(int winnerSeat, Termination termination, String reason) {
      return finish(winnerSeat, termination, reason, null);
    }

    private GameRecord finish(
        int winnerSeat, Termination termination, String reason, Adjudicated adjudicated) {
      List<Double> scores = List.of();
      List<Integer> utilities = List.of();
      if (termination == Termination.NORMAL) {
        int[] u = new int[seats.size()];
        for (int seat = 0; seat < u.length; seat++) {
          u[seat] = state.utility(seat);
        }
        utilities = java.util.Arrays.stream(u).boxed().toList();
        if (seats.size() > 2) {
          scores = GameRecord.placementScores(u);
        }
      }
      return finish(winnerSeat, termination, reason, adjudicated, scores, utilities);
    }

    private GameRecord finish(
        int winnerSeat,
        Termination termination,
        String reason,
        Adjudicated adjudicated,
        List<Double> scores) {
      return finish(winnerSeat, termination, reason, adjudicated, scores, List.of());
    }

    private GameRecord finish(
        int winnerSeat,
        Termination termination,
        String reason,
        Adjudicated adjudicated,
        List<Double> scores,
        List<Integer> utilities) {
      List<String> names = seats.stream().map(Seat::name).toList();
      return new GameRecord(
          number,
          game.id(),
          variant.toString(),
          names,
          winnerSeat,
          termination,
          reason,
          seed,
          started,
          Instant.now(),
          state.render(),
          moves,
          String.join(" ", playedOpening),
          violations,
          adjudicated,
          scores,
          utilities);
    }

    private String safeText(int move) {
      try {
        return state.moveToText(move);
      } catch (RuntimeException e) {
        return "#" + move;
      }
    }

    /**
     * The principal variation's moves as texts, as far as they are legal one after the other: one
     * listing of the legal moves a position (none exactly when the game is over), not a legality
     * check and a terminal test each. Without {@code check}, for the line of a {@link Punctual}
     * engine's player, which read it move by move from the engine's words against the legal moves
     * of each position already (ten move generations a move saved).
     */
    private String pvText(int[] pv, boolean check) {
      if (pv.length == 0) {
        return "";
      }
      GameState walk = state.copy();
      int[] legal = new int[walk.maxMoves()];
      StringBuilder sb = new StringBuilder();
      for (int move : pv) {
        if (check && !listed(legal, walk.legalMoves(legal), move)) {
          break; // a line that goes wrong is cut where it does
        }
        sb.append(sb.length() == 0 ? "" : " ").append(walk.moveToText(move));
        walk.play(move);
      }
      return sb.toString();
    }
  }

  /**
   * Ends a thread that ignores both the stop signal and interrupts, where the JVM still can: on JDK
   * 17 to 19, {@code Thread.stop} throws {@link ThreadDeath} inside it (the player's objects are
   * thrown away, so their state does not matter). From JDK 20 on the method only throws
   * UnsupportedOperationException, and the thread can only be left at the lowest priority; the run
   * then gives that player no more in-process games.
   */
  private static void stopForGood(Thread thread) {
    if (thread == null) {
      return;
    }
    thread.setPriority(Thread.MIN_PRIORITY);
    try {
      Thread.class.getMethod("stop").invoke(thread);
    } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
      // not possible on this JVM
    }
  }

  private static String topLevel(String className) {
    int nested = className.indexOf('$');
    return nested < 0 ? className : className.substring(0, nested);
  }

  private static String simpleName(String className) {
    return className.substring(className.lastIndexOf('.') + 1);
  }

  private static String millis(Duration d) {
    return d.toMillis() + " ms";
  }

  /**
   * What went wrong, named by its cause: a player in a process of its own failed as a process (it
   * ended, was killed, broke the protocol), which its message says; a player in this JVM threw.
   */
  private static String failure(Seat s, Throwable t) {
    if (s.player() instanceof OutOfProcess && t.getMessage() != null) {
      return s.name() + " failed: " + t.getMessage();
    }
    return s.name() + " threw " + describe(t);
  }

  private static String describe(Throwable t) {
    String message = t.getMessage();
    return t.getClass().getName() + (message != null ? ": " + message : "");
  }

  /** A call running on a seat's thread. */
  private record Pending<T>(Future<T> future, CountDownLatch finished) {}

  /** A player's answer: a value, a failure, or nothing in time. */
  private record Answer<T>(T value, Throwable failure, boolean timedOut) {
    static <T> Answer<T> of(T value) {
      return new Answer<>(value, null, false);
    }

    static <T> Answer<T> failed(Throwable failure) {
      return new Answer<>(null, failure, false);
    }

    static <T> Answer<T> late() {
      return new Answer<>(null, null, true);
    }
  }
}
