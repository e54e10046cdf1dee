package dev.ply.host.tune;

import dev.ply.host.config.TuneParameter;
import dev.ply.host.referee.GameRecord;
import dev.ply.host.referee.Strikes;
import dev.ply.host.store.ResultStore;
import dev.ply.host.store.ScheduledGame;
import dev.ply.host.store.TuneIterationRow;
import dev.ply.host.store.TuneStore;
import dev.ply.host.tournament.Entrant;
import dev.ply.host.tournament.GameTable;
import dev.ply.host.tournament.LocalVenue;
import dev.ply.host.tournament.TournamentListener;
import dev.ply.host.tournament.TournamentPlan;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Plays a tuning's iterations and counts them, as fishtest does: each iteration is a colour-swapped
 * game pair on one opening between the tuned entrant at θ+c_kΔ ({@code <name>.plus}) and at θ−c_kΔ
 * ({@code <name>.minus}), or, with an opponent, a pair of each against it; its result (the plus
 * side's wins minus its losses, less the minus side's against an opponent) moves θ ({@link Spsa}).
 *
 * <p>Concurrency: {@code concurrency / 2} pairs (at least one) are asked for at once, all with the
 * θ and fishtest {@code iter} of the moment, as fishtest's workers that ask at the same moment get;
 * each pair's two games are played at once when concurrency allows. When the pairs of a batch are
 * played, their updates are applied and recorded one by one, in iteration order, each in one
 * transaction with θ after it ({@link TuneStore#recordIteration}). A tuning killed at any moment
 * resumes after its last counted iteration, from the θ recorded with it: none is lost or counted
 * twice. The games of a batch that was not counted stay in {@code games}, in no iteration.
 *
 * <p>Everything random comes from the run's seed and the iteration's number: Δ, the rounding of
 * whole-number options, the game's seed and the opening; a tuning played again on the same seed
 * with the same concurrency moves θ the same way when its players are deterministic.
 */
public final class TuneRunner {

  /**
   * A tuning to play.
   *
   * @param plan the run's plan: game, variant, openings, seed, referee, players (its entrants and
   *     pairer are not used)
   * @param tuned the entrant tuned
   * @param opponent its opponent, or empty for self-play
   * @param spsa the parameters and schedule
   * @param concurrency games at once
   */
  public record Request(
      TournamentPlan plan,
      Entrant tuned,
      Optional<Entrant> opponent,
      Spsa spsa,
      int concurrency,
      Optional<TuneVenue> cluster) {

    /** A tuning played on this machine. */
    public Request(
        TournamentPlan plan,
        Entrant tuned,
        Optional<Entrant> opponent,
        Spsa spsa,
        int concurrency) {
      this(plan, tuned, opponent, spsa, concurrency, Optional.empty());
    }
  }

  /** Hears each counted iteration; called on the runner's thread. */
  public interface Progress {
    /** Iteration {@code row.iteration()} of {@code total} was counted. */
    void counted(TuneIterationRow row, int total, List<GameRecord> games);
  }

  private TuneRunner() {}

  /**
   * Plays the iterations run {@code runId} has not counted yet.
   *
   * @return θ after the last iteration
   * @throws IllegalStateException if a game fails outside any player or is voided by its game
   */
  public static double[] run(ResultStore store, long runId, Request request, Progress progress) {
    TuneStore tunes = TuneStore.of(store);
    Spsa spsa = request.spsa();
    List<TuneParameter> parameters = spsa.parameters();
    boolean[] whole = TunedEntrants.wholeNumbers(request.tuned(), parameters);
    List<TuneIterationRow> done = tunes.tuneIterations(runId);
    double[] theta = done.isEmpty() ? spsa.start() : done.get(done.size() - 1).theta();
    int counted = done.size();
    int nextGame = tunes.lastGameNumber(runId) + 1;
    int gamesPerPair = request.opponent().isPresent() ? 4 : 2;
    int pairsAtOnce = Math.max(1, request.concurrency() / gamesPerPair);
    int gamesAtOnce = Math.max(1, Math.min(gamesPerPair, request.concurrency()));
    Strikes strikes = Strikes.of(java.util.Map.of(), java.util.Set.of(), java.util.Set.of());
    ExecutorService pool =
        Executors.newFixedThreadPool(
            pairsAtOnce,
            r -> {
              Thread t = new Thread(r, "ply-tune");
              t.setDaemon(true);
              return t;
            });
    try {
      while (counted < spsa.iterations()) {
        int batch = Math.min(pairsAtOnce, spsa.iterations() - counted);
        int iter = counted;
        List<Pair> pairs = new ArrayList<>();
        for (int b = 0; b < batch; b++) {
          int iteration = counted + b + 1;
          Pair pair = pair(request, iteration, iter, theta, whole, nextGame, strikes);
          nextGame += pair.games().size();
          pairs.add(pair);
        }
        List<List<GameRecord>> batchRecords = new ArrayList<>();
        if (request.cluster().isPresent()) {
          batchRecords = Pair.playOn(request.cluster().get(), pairs, store, runId);
        } else {
          List<Future<List<GameRecord>>> played = new ArrayList<>();
          for (Pair pair : pairs) {
            played.add(pool.submit(() -> pair.play(store, runId, gamesAtOnce)));
          }
          for (Future<List<GameRecord>> f : played) {
            batchRecords.add(await(f));
          }
        }
        for (int b = 0; b < batch; b++) {
          List<GameRecord> records = batchRecords.get(b);
          Pair pair = pairs.get(b);
          int result = pair.result(records);
          theta = spsa.update(theta, pair.step(), result);
          TuneIterationRow row =
              new TuneIterationRow(
                  pair.iteration(),
                  iter,
                  result,
                  pair.games().stream().map(ScheduledGame::number).toList(),
                  pair.step().flips(),
                  pair.step().c(),
                  pair.step().r(),
                  pair.plus(),
                  pair.minus(),
                  theta.clone());
          tunes.recordIteration(runId, row);
          counted++;
          progress.counted(row, spsa.iterations(), records);
        }
      }
      return theta;
    } finally {
      pool.shutdownNow();
    }
  }

  /**
   * {@code tuned} renamed {@code name}, playing with {@code values} (whole numbers already rounded
   * for whole-number options): what {@code --verify} pits against the start values.
   */
  public static Entrant entrantWith(Entrant tuned, String name, Spsa spsa, double[] values) {
    return TunedEntrants.with(
        tuned,
        name,
        spsa.parameters(),
        values,
        TunedEntrants.wholeNumbers(tuned, spsa.parameters()));
  }

  private static List<GameRecord> await(Future<List<GameRecord>> f) {
    try {
      return f.get();
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof RuntimeException r) {
        throw r;
      }
      throw new IllegalStateException(cause.getMessage(), cause);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    }
  }

  /** The pair of iteration {@code iteration}: its step, its two sides and its games. */
  private static Pair pair(
      Request request,
      int iteration,
      int iter,
      double[] theta,
      boolean[] whole,
      int firstGame,
      Strikes strikes) {
    Spsa spsa = request.spsa();
    long seed = request.plan().seed();
    SplittableRandom random = new SplittableRandom(mix(seed, iteration));
    int[] flips = new int[theta.length];
    for (int p = 0; p < flips.length; p++) {
      flips[p] = random.nextBoolean() ? 1 : -1;
    }
    SpsaStep step = spsa.step(iter, theta, flips);
    double[] plus = rounded(step.plus(), whole, random);
    double[] minus = rounded(step.minus(), whole, random);
    List<TuneParameter> parameters = spsa.parameters();
    Entrant tuned = request.tuned();
    List<String> names = parameters.stream().map(TuneParameter::name).toList();
    TunedSide plusSide = new TunedSide(tuned.name() + ".plus", tuned.name(), names, plus, whole);
    TunedSide minusSide = new TunedSide(tuned.name() + ".minus", tuned.name(), names, minus, whole);
    String opening = request.plan().openings().opening(iteration - 1);
    List<ScheduledGame> games = new ArrayList<>();
    int n = firstGame;
    if (request.opponent().isEmpty()) {
      games.add(game(n++, plusSide.name(), minusSide.name(), opening, seed));
      games.add(game(n, minusSide.name(), plusSide.name(), opening, seed));
    } else {
      String other = request.opponent().get().name();
      games.add(game(n++, plusSide.name(), other, opening, seed));
      games.add(game(n++, other, plusSide.name(), opening, seed));
      games.add(game(n++, minusSide.name(), other, opening, seed));
      games.add(game(n, other, minusSide.name(), opening, seed));
    }
    List<TunedSide> sides = List.of(plusSide, minusSide);
    TournamentPlan plan = TunedSide.plan(request.plan(), sides, request.concurrency());
    return new Pair(iteration, step, plus, minus, sides, games, plan, strikes);
  }

  private static ScheduledGame game(
      int number, String first, String second, String opening, long seed) {
    return new ScheduledGame(number, 1, first, second, opening, mix(seed, 1_000_000_000L + number));
  }

  /** fishtest's rounding for whole-number options; other values as they are. */
  private static double[] rounded(double[] values, boolean[] whole, SplittableRandom random) {
    double[] out = values.clone();
    for (int p = 0; p < out.length; p++) {
      if (whole[p]) {
        out[p] = Spsa.stochasticRound(values[p], random.nextDouble());
      }
    }
    return out;
  }

  /** An independent seed for stream {@code index} of {@code base} (SplitMix64's finaliser). */
  static long mix(long base, long index) {
    long z = base + 0x9E3779B97F4A7C15L * (index + 1);
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  /** One iteration's games, played on a table of their own. */
  private record Pair(
      int iteration,
      SpsaStep step,
      double[] plus,
      double[] minus,
      List<TunedSide> sides,
      List<ScheduledGame> games,
      TournamentPlan plan,
      Strikes strikes) {

    String plusName() {
      return sides.get(0).name();
    }

    String minusName() {
      return sides.get(1).name();
    }

    /**
     * Plays the games of {@code pairs} on a cluster, all at once, each with its pair's sides, and
     * returns each pair's records in the order of its games. The coordinator checks each result
     * against the plan of the first pair: the pairs differ only in their sides' option values,
     * which a replay of the moves does not read.
     */
    static List<List<GameRecord>> playOn(
        TuneVenue venue, List<Pair> pairs, ResultStore store, long runId) {
      java.util.Map<Integer, Pair> byGame = new java.util.HashMap<>();
      java.util.Map<Integer, GameRecord> records = new java.util.concurrent.ConcurrentHashMap<>();
      List<ScheduledGame> games = new ArrayList<>();
      for (Pair pair : pairs) {
        for (ScheduledGame g : pair.games()) {
          byGame.put(g.number(), pair);
          games.add(g);
        }
      }
      GameTable table = new GameTable(pairs.get(0).plan(), pairs.get(0).strikes());
      try {
        venue.play(
            games,
            table,
            new TournamentListener() {},
            (game, record, playedBy) -> {
              if (record.termination().isVoid()) {
                throw new IllegalStateException(
                    "game " + record.number() + " was voided by its game: " + record.reason());
              }
              store.recordGame(runId, record, playedBy);
              records.put(game.number(), record);
              return false;
            },
            game -> byGame.get(game.number()).sides());
      } finally {
        table.close();
      }
      List<List<GameRecord>> out = new ArrayList<>();
      for (Pair pair : pairs) {
        List<GameRecord> mine = new ArrayList<>();
        for (ScheduledGame g : pair.games()) {
          GameRecord r = records.get(g.number());
          if (r == null) {
            throw new IllegalStateException(
                "a game of iteration " + pair.iteration() + " was not played");
          }
          mine.add(r);
        }
        out.add(List.copyOf(mine));
      }
      return out;
    }

    List<GameRecord> play(ResultStore store, long runId, int gamesAtOnce) {
      GameTable table = new GameTable(plan, strikes);
      GameRecord[] records = new GameRecord[games.size()];
      try {
        new LocalVenue(gamesAtOnce)
            .play(
                games,
                table,
                new TournamentListener() {},
                (game, record, playedBy) -> {
                  if (record.termination().isVoid()) {
                    throw new IllegalStateException(
                        "game " + record.number() + " was voided by its game: " + record.reason());
                  }
                  store.recordGame(runId, record);
                  records[games.indexOf(game)] = record;
                  return false;
                });
      } finally {
        table.close();
      }
      for (GameRecord r : records) {
        if (r == null) {
          throw new IllegalStateException("a game of iteration " + iteration + " was not played");
        }
      }
      return List.of(records);
    }

    /** The plus side's wins minus its losses, less the minus side's against an opponent. */
    int result(List<GameRecord> records) {
      int result = 0;
      for (GameRecord r : records) {
        String winner = r.winner();
        if (winner == null) {
          continue;
        }
        if (winner.equals(plusName())) {
          result++;
        } else if (winner.equals(minusName())) {
          result--;
        } else if (r.players().contains(plusName())) {
          result--; // the opponent beat the plus side
        } else {
          result++; // the opponent beat the minus side
        }
      }
      return result;
    }
  }
}
