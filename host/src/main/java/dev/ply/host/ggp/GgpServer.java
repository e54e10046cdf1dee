package dev.ply.host.ggp;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import dev.ply.api.Game;
import dev.ply.api.GameFeature;
import dev.ply.api.GameLibrary;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.PlayerContext;
import dev.ply.api.SearchReport;
import dev.ply.api.Strategy;
import dev.ply.api.View;
import dev.ply.host.plugins.Fit;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A Ply strategy served as a GGP player ({@code ply serve-ggp}): an HTTP server that answers the
 * messages of any GGP game manager ({@link GgpMessages}).
 *
 * <p>START reads the rules through the loaded {@link GameLibrary}s ({@code read("gdl", rules,
 * matchId)}) and seats the strategy in the named role, or answers {@code busy} (and writes one
 * line) when it is already playing, the rules do not read, or the strategy cannot play the game.
 * PLAY plays the last joint move on its own copy of the game, then answers the role's move: the
 * strategy's choice within the play clock less a margin where the role chooses, else its one legal
 * move ({@code noop}). STOP and ABORT free the match; INFO answers {@code available} or {@code
 * busy}. It plays up to {@code matches} matches at once, each with a player of its own (for a Ply
 * referee with {@code concurrency}, or one that seats it in several roles); a START beyond them is
 * answered {@code busy}. What it does goes to {@code log}, a line each.
 *
 * <p>A GDL-II match (a game of hidden information) keeps no state: each PLAY's turn, own move and
 * percepts are added to the role's steps, the game rebuilds the role's view from them ({@link
 * Game#viewOf}), and the strategy chooses on that view, as a strategy of hidden information is
 * asked in Ply's own referee; a strategy that needs the whole state is refused at START.
 *
 * <p>Threads: the HTTP server's (a few); the messages of one match are handled one at a time, INFO
 * at once.
 */
public final class GgpServer implements AutoCloseable {

  /** What the server plays with, resolved from the command line. */
  public record Setup(
      Strategy strategy,
      Options options,
      List<GameLibrary> libraries,
      long seed,
      int depth,
      long nodes,
      Duration margin,
      int matches) {}

  /**
   * A match in progress. A GDL-II match ({@code hidden}) keeps no state: what its role was told,
   * step by step ({@code steps}), from which the game rebuilds the role's view at each PLAY.
   */
  private record Match(
      String id,
      Game game,
      Options variant,
      GameState state,
      int seat,
      String role,
      Player player,
      int playClock,
      boolean hidden,
      List<View.Step> steps) {}

  private final Setup setup;
  private final PrintWriter log;
  private final HttpServer http;
  private final ExecutorService handlers = Executors.newCachedThreadPool(daemon("ggp-http"));
  private final ExecutorService thinking = Executors.newCachedThreadPool(daemon("ggp-search"));

  /** Held while a match is added, so that no more than {@code setup.matches()} are played. */
  private final Object lock = new Object();

  /** The matches in progress by id; each is used under its own lock. */
  private final Map<String, Match> matches = new java.util.concurrent.ConcurrentHashMap<>();

  /**
   * Starts serving at {@code host}:{@code port} (port 0: any free port).
   *
   * @throws IOException when the address cannot be bound
   */
  public GgpServer(Setup setup, String host, int port, PrintWriter log) throws IOException {
    this.setup = setup;
    this.log = log;
    this.http = HttpServer.create(new InetSocketAddress(host, port), 16);
    http.createContext("/", this::handle);
    http.setExecutor(handlers);
    http.start();
  }

  /** The port it listens at. */
  public int port() {
    return http.getAddress().getPort();
  }

  private static java.util.concurrent.ThreadFactory daemon(String name) {
    return r -> {
      Thread t = new Thread(r, name);
      t.setDaemon(true);
      return t;
    };
  }

  private void handle(HttpExchange exchange) throws IOException {
    long received = System.nanoTime();
    try (exchange) {
      String message;
      if (exchange.getRequestMethod().equalsIgnoreCase("GET")) {
        String path = exchange.getRequestURI().getRawPath();
        message =
            URLDecoder.decode(path.length() > 1 ? path.substring(1) : "", StandardCharsets.UTF_8);
      } else {
        try (InputStream in = exchange.getRequestBody()) {
          message = new String(in.readNBytes(64 << 20), StandardCharsets.UTF_8);
        }
      }
      String answer;
      int status = 200;
      try {
        answer = answer(Kif.parse(message), received);
      } catch (IllegalArgumentException e) {
        say(
            "a message that is no GGP request ("
                + e.getMessage()
                + "): "
                + GgpPlayer.shown(message));
        answer = "(error " + quote(e.getMessage()) + ")";
        status = 400;
      }
      byte[] body = answer.getBytes(StandardCharsets.UTF_8);
      exchange.getResponseHeaders().set("Content-Type", "text/acl");
      exchange.getResponseHeaders().set("Access-Control-Allow-Origin", "*");
      exchange.sendResponseHeaders(status, body.length);
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(body);
      }
    }
  }

  private static String quote(String s) {
    return "\"" + s.replace("\"", "'") + "\"";
  }

  /** The answer to one request. */
  String answer(Kif request, long received) {
    if (request.isAtom() || request.items().isEmpty() || !request.items().get(0).isAtom()) {
      throw new IllegalArgumentException("a request is a list that starts with its word");
    }
    List<Kif> args = request.items().subList(1, request.items().size());
    String word = request.items().get(0).atom().toLowerCase(Locale.ROOT);
    switch (word) {
      case "info":
        return "((name ply-"
            + setup.strategy().id()
            + ") (status "
            + (matches.size() < setup.matches() ? "available" : "busy")
            + "))";
      case "start":
        return start(args);
      case "play":
        return play(args, received);
      case "stop":
        return stop(args);
      case "abort":
        return abort(args);
      case "preview":
        return "ready";
      default:
        throw new IllegalArgumentException("unknown request '" + word + "'");
    }
  }

  private String start(List<Kif> args) {
    if (args.size() < 5 || !args.get(0).isAtom() || !args.get(1).isAtom() || args.get(2).isAtom()) {
      throw new IllegalArgumentException("START takes a match id, a role, rules and two clocks");
    }
    String id = args.get(0).atom();
    String role = args.get(1).atom().toLowerCase(Locale.ROOT);
    int startClock = clock(args.get(3));
    int playClock = clock(args.get(4));
    synchronized (lock) {
      if (matches.size() >= setup.matches() || matches.containsKey(id)) {
        say("START " + id + ": busy with match " + String.join(", ", matches.keySet()));
        return "busy";
      }
      List<Kif> rules = args.get(2).items();
      StringBuilder text = new StringBuilder();
      rules.forEach(r -> text.append(r).append('\n'));
      Optional<Game> game;
      List<String> roles;
      try {
        roles = GgpMessages.roles(rules);
        game = read(text.toString(), "ggp-" + gameName(id));
      } catch (IllegalArgumentException e) {
        say("START " + id + ": refused, its rules do not read: " + e.getMessage());
        return "busy";
      }
      if (game.isEmpty()) {
        say("START " + id + ": refused, no loaded plugin reads GDL rules (load the gdl plugin)");
        return "busy";
      }
      List<String> seats = GgpPlayer.seatRoles(roles, game.get().players());
      int seat = seats.indexOf(role);
      if (seat < 0 && roles.contains(role)) {
        say("START " + id + ": refused, role " + role + " is chance, which the game manager plays");
        return "busy";
      }
      if (seat < 0) {
        say("START " + id + ": refused, the rules have no role " + role);
        return "busy";
      }
      Options variant = Options.resolve(game.get().variantOptions(), Map.of());
      Optional<String> unfit = Fit.whyNot(setup.strategy(), game.get(), variant);
      if (unfit.isPresent()) {
        say("START " + id + ": refused, " + setup.strategy().id() + " " + unfit.get());
        return "busy";
      }
      Player player =
          setup
              .strategy()
              .newPlayer(
                  new PlayerContext(
                      game.get(), variant, setup.options(), Optional.empty(), setup.seed()));
      player.newGame(seat, setup.seed());
      boolean hidden = game.get().features().contains(GameFeature.HIDDEN_INFORMATION);
      matches.put(
          id,
          new Match(
              id,
              game.get(),
              variant,
              game.get().newGame(variant),
              seat,
              role,
              player,
              playClock,
              hidden,
              new ArrayList<>()));
      say(
          "START "
              + id
              + ": role "
              + role
              + " of "
              + String.join(", ", roles)
              + " (seat "
              + (seat + 1)
              + "), start clock "
              + startClock
              + " s, play clock "
              + playClock
              + " s"
              + (hidden ? "; GDL-II: it is told only its percepts" : ""));
      return "ready";
    }
  }

  private static int clock(Kif kif) {
    try {
      int seconds = Integer.parseInt(kif.atom());
      if (seconds > 0) {
        return seconds;
      }
    } catch (NumberFormatException | NullPointerException e) {
      // said below
    }
    throw new IllegalArgumentException("a clock is a whole number of seconds, not " + kif);
  }

  /** A game id from a match id: lower case letters, digits and dashes. */
  private static String gameName(String matchId) {
    return matchId.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-");
  }

  /**
   * The games read lately, by their rules: a game manager sends the same rules match after match,
   * and a game may be shared by every thread ({@link Game}), so its reasoner is built once.
   */
  private final Map<String, Game> read =
      java.util.Collections.synchronizedMap(
          new java.util.LinkedHashMap<>(16, 0.75f, true) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<String, Game> eldest) {
              return size() > 8;
            }
          });

  private Optional<Game> read(String rules, String name) {
    Game known = read.get(rules);
    if (known != null) {
      return Optional.of(known);
    }
    Optional<Game> game = readAnew(rules, name);
    game.ifPresent(g -> read.put(rules, g));
    return game;
  }

  private Optional<Game> readAnew(String rules, String name) {
    for (GameLibrary library : setup.libraries()) {
      Optional<Game> game = library.read("gdl", rules, name);
      if (game.isPresent()) {
        return game;
      }
    }
    return Optional.empty();
  }

  private String play(List<Kif> args, long received) {
    if ((args.size() != 2 && args.size() != 4) || !args.get(0).isAtom()) {
      throw new IllegalArgumentException(
          "PLAY takes a match id and the last moves (or NIL), or in GDL-II a match id, a turn,"
              + " a move and percepts");
    }
    Match m = matches.get(args.get(0).atom());
    if (m == null) {
      say("PLAY " + args.get(0) + ": no such match");
      return "busy";
    }
    if (!formFits(m, args, "PLAY")) {
      return "nil";
    }
    if (m.hidden()) {
      synchronized (m) {
        return playTwo(m, args.subList(1, 4), received);
      }
    }
    synchronized (m) {
      List<Kif> joint = GgpMessages.jointMove(args.get(1));
      if (joint != null) {
        try {
          JointMoves.play(m.state(), joint, m.game().players());
        } catch (IllegalArgumentException e) {
          say(
              "PLAY "
                  + m.id()
                  + ": the joint move "
                  + Kif.list(joint)
                  + " does not play: "
                  + e.getMessage());
          return "nil";
        }
      }
      GameState state = m.state();
      if (state.isTerminal()) {
        return "nil";
      }
      int[] buffer = new int[state.maxMoves()];
      if (!JointMoves.acts(state, m.seat(), buffer)) {
        return JointMoves.forced(state, m.seat(), buffer).toString();
      }
      int n =
          state.playerToMove() == GameState.SIMULTANEOUS
              ? state.legalMovesOf(m.seat(), buffer)
              : state.legalMoves(buffer);
      if (n == 1) {
        return Kif.move(state.moveToText(buffer[0])).toString();
      }
      GameState copy = state.copy();
      int move = think(m, limits -> m.player().chooseMove(copy, limits), received, buffer[0]);
      return Kif.move(state.moveToText(move)).toString();
    }
  }

  /**
   * Whether a PLAY or STOP is of the match's form (GDL's joint move, or GDL-II's turn, move and
   * percepts); else a line says which it should be.
   */
  private boolean formFits(Match m, List<Kif> args, String verb) {
    if (m.hidden() == (args.size() == 4)) {
      return true;
    }
    say(
        verb
            + " "
            + m.id()
            + ": "
            + (m.hidden()
                ? "a GDL-II match is told (" + verb + " MATCH TURN MOVE PERCEPTS), not a joint move"
                : "a GDL match is told (" + verb + " MATCH MOVES), not a turn and percepts"));
    return false;
  }

  /**
   * A GDL-II PLAY: what the role is told of the last step is added to its steps, the game rebuilds
   * the role's view from them ({@link Game#viewOf}), and the strategy chooses on that view; where
   * the role has one legal move or none (another role's turn, chance's), it answers that move.
   */
  private String playTwo(Match m, List<Kif> fields, long received) {
    if (!heard(m, fields, "PLAY")) {
      return "nil";
    }
    View view;
    try {
      view = m.game().viewOf(m.variant(), m.seat(), m.steps()).orElseThrow();
    } catch (IllegalArgumentException e) {
      say(
          "PLAY "
              + m.id()
              + ": what the role was told fits no play of the game: "
              + e.getMessage());
      return "nil";
    }
    int[] buffer = new int[view.maxMoves()];
    int n = view.legalMoves(buffer);
    if (n == 0) {
      // Not this role's choice: its one legal move, the same in every state consistent with it.
      try {
        GameState any = view.sample(new java.util.SplittableRandom(setup.seed()));
        return any.isTerminal() ? "nil" : JointMoves.forced(any, m.seat(), buffer).toString();
      } catch (IllegalStateException e) {
        say("PLAY " + m.id() + ": no state for the role's one legal move: " + e.getMessage());
        return "nil";
      }
    }
    if (n == 1) {
      return Kif.move(view.moveToText(buffer[0])).toString();
    }
    int move = think(m, limits -> m.player().chooseMove(view, limits), received, buffer[0]);
    return Kif.move(view.moveToText(move)).toString();
  }

  /**
   * Adds what a GDL-II PLAY or STOP tells of the last step to the match's steps: turn 0 tells
   * nothing, turn t the step t - 1. A turn out of order (a message lost) is a line, and false.
   */
  private boolean heard(Match m, List<Kif> fields, String verb) {
    GgpMessages.Turn turn;
    try {
      turn = GgpMessages.turn(fields);
    } catch (IllegalArgumentException e) {
      say(verb + " " + m.id() + ": " + e.getMessage());
      return false;
    }
    int expected = m.steps().size() + (turn.told().isPresent() ? 1 : 0);
    if (turn.turn() != expected) {
      say(
          verb
              + " "
              + m.id()
              + ": turn "
              + turn.turn()
              + " after "
              + m.steps().size()
              + " steps told"
              + (turn.told().isPresent() ? "" : " with no move")
              + ": a message was lost");
      return false;
    }
    if (turn.told().isPresent()) {
      GgpMessages.Told t = turn.told().get();
      try {
        m.steps()
            .add(
                new View.Step(
                    GameLibrary.textOf(t.move().toString()),
                    t.percepts().stream().map(p -> GameLibrary.textOf(p.toString())).toList()));
      } catch (IllegalArgumentException e) {
        say(verb + " " + m.id() + ": a move or percept that is no GDL term: " + e.getMessage());
        return false;
      }
    }
    return true;
  }

  /**
   * The strategy's move, asked with a deadline of the play clock less the margin (at most half the
   * clock) from when the PLAY came; a strategy that has not answered a second after its stop signal
   * is given up on, and the first legal move is played, with a line.
   */
  private int think(
      Match m,
      java.util.function.Function<Limits, SearchReport> choose,
      long received,
      int fallback) {
    long clock = TimeUnit.SECONDS.toNanos(m.playClock());
    long margin = Math.min(setup.margin().toNanos(), clock / 2);
    long deadline = received + clock - margin;
    Limits limits = new Limits(setup.depth(), setup.nodes(), deadline);
    Future<SearchReport> future = thinking.submit(() -> choose.apply(limits));
    try {
      try {
        return future.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS).move();
      } catch (TimeoutException late) {
        limits.stop();
        return future.get(1, TimeUnit.SECONDS).move();
      }
    } catch (TimeoutException | ExecutionException e) {
      future.cancel(true);
      say(
          "PLAY "
              + m.id()
              + ": "
              + setup.strategy().id()
              + (e instanceof TimeoutException
                  ? " did not answer in time"
                  : " failed: " + e.getCause())
              + "; answering its first legal move");
      return fallback;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return fallback;
    }
  }

  private String stop(List<Kif> args) {
    if ((args.size() != 2 && args.size() != 4) || !args.get(0).isAtom()) {
      throw new IllegalArgumentException(
          "STOP takes a match id and the last moves (or NIL), or in GDL-II a match id, a turn,"
              + " a move and percepts");
    }
    Match m = matches.remove(args.get(0).atom());
    if (m == null) {
      say("STOP " + args.get(0) + ": no such match");
      return "busy";
    }
    if (!formFits(m, args, "STOP")) {
      return "done";
    }
    if (m.hidden()) {
      synchronized (m) {
        if (heard(m, args.subList(1, 4), "STOP")) {
          List<View.Step> steps = m.steps();
          say(
              "STOP "
                  + m.id()
                  + ": the match is over after "
                  + steps.size()
                  + " steps; it saw at the last: "
                  + (steps.isEmpty() || steps.get(steps.size() - 1).percepts().isEmpty()
                      ? "nothing"
                      : String.join(" ", steps.get(steps.size() - 1).percepts())));
        }
        return "done";
      }
    }
    synchronized (m) {
      List<Kif> joint = GgpMessages.jointMove(args.get(1));
      String result = "";
      try {
        if (joint != null) {
          JointMoves.play(m.state(), joint, m.game().players());
        }
        if (m.state().isTerminal()) {
          result = ", its utility " + m.state().utility(m.seat());
        }
      } catch (IllegalArgumentException e) {
        result = " (its last joint move does not play here: " + e.getMessage() + ")";
      }
      say("STOP " + m.id() + ": the match is over" + result);
      return "done";
    }
  }

  private String abort(List<Kif> args) {
    if (args.size() != 1 || !args.get(0).isAtom()) {
      throw new IllegalArgumentException("ABORT takes a match id");
    }
    Match m = matches.remove(args.get(0).atom());
    if (m == null) {
      say("ABORT " + args.get(0) + ": no such match");
      return "busy";
    }
    say("ABORT " + m.id() + ": the match is aborted");
    return "aborted";
  }

  private void say(String line) {
    synchronized (log) {
      log.println("ply serve-ggp: " + line);
      log.flush();
    }
  }

  @Override
  public void close() {
    http.stop(0);
    handlers.shutdownNow();
    thinking.shutdownNow();
  }
}
