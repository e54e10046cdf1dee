package dev.ply.host.report;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Replays recorded games through their game plugin to get the board after every move, for the
 * report's replay. The plugin is trusted no further than the referee trusts a player: a move it
 * does not accept or an exception it throws ends that game's renderings with a note, never the
 * report.
 */
final class Replayer {

  private final Game game;
  private final Options variant;

  private Replayer(Game game, Options variant) {
    this.game = game;
    this.variant = variant;
  }

  /**
   * A replayer for {@code game} in the variant recorded as {@code variantText} ({@code height=6,
   * width=7}), each value converted to its option's type.
   *
   * @throws IllegalArgumentException if the variant does not fit the game's options
   */
  static Replayer of(Game game, String variantText) {
    Map<String, Object> values = new LinkedHashMap<>();
    Map<String, OptionSpec> specs = new LinkedHashMap<>();
    for (OptionSpec spec : game.variantOptions()) {
      specs.put(spec.name(), spec);
    }
    for (Map.Entry<String, String> e : parseVariant(variantText).entrySet()) {
      OptionSpec spec = specs.get(e.getKey());
      if (spec == null) {
        throw new IllegalArgumentException(
            "the recorded variant has option '"
                + e.getKey()
                + "', which "
                + game.id()
                + " does not know");
      }
      values.put(e.getKey(), convert(spec, e.getValue()));
    }
    return new Replayer(game, Options.resolve(game.variantOptions(), values));
  }

  /**
   * The name-value pairs of a variant text as {@link Options#toString()} writes it: pairs separated
   * by {@code ", "}, each {@code name=value}; a comma inside a value stays when what follows it
   * does not look like {@code name=}.
   */
  static Map<String, String> parseVariant(String text) {
    Map<String, String> pairs = new LinkedHashMap<>();
    if (text.isBlank()) {
      return pairs;
    }
    for (String part : text.split(",\\s*(?=[A-Za-z0-9_.-]+=)")) {
      int eq = part.indexOf('=');
      if (eq <= 0) {
        throw new IllegalArgumentException("cannot read the variant '" + text + "'");
      }
      pairs.put(part.substring(0, eq).strip(), part.substring(eq + 1).strip());
    }
    return pairs;
  }

  private static Object convert(OptionSpec spec, String text) {
    try {
      return switch (spec.type()) {
        case INTEGER -> Long.parseLong(text);
        case DECIMAL -> Double.parseDouble(text);
        case BOOLEAN -> {
          String t = text.toLowerCase(Locale.ROOT);
          if (!t.equals("true") && !t.equals("false")) {
            throw new IllegalArgumentException(
                "option '"
                    + spec.name()
                    + "' expects true or false, the record has '"
                    + text
                    + "'");
          }
          yield Boolean.parseBoolean(t);
        }
        case TEXT -> text;
      };
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(
          "option '"
              + spec.name()
              + "' expects "
              + spec.type().word()
              + ", the record has '"
              + text
              + "'",
          e);
    }
  }

  /**
   * The renderings of one game.
   *
   * @param frames the board after the opening, then after each move that replayed
   * @param problem why the renderings stop before the last move, or empty
   * @param drawings the drawing ({@link dev.ply.api.GameState#svg()}) of each frame, when drawings
   *     were asked for and the game drew every frame within the contract; empty otherwise
   * @param drawingProblem why a game that draws itself has no drawings (its drawing threw or broke
   *     the contract at some frame), or empty
   * @param notations each replayed move in the game's record notation ({@link
   *     GameState#moveNotation}: SAN for chess), as many as replayed
   */
  record Frames(
      List<String> frames,
      Optional<String> problem,
      Optional<List<String>> drawings,
      Optional<String> drawingProblem,
      List<String> notations) {

    Frames(List<String> frames, Optional<String> problem) {
      this(frames, problem, Optional.empty(), Optional.empty(), List.of());
    }
  }

  /**
   * A replayer of the same game in the variant a game recorded for itself (a game started from a
   * book's position records its own {@code fen}).
   */
  Replayer withVariant(String variantText) {
    return of(game, variantText);
  }

  /** The start position of the recorded variant, before any opening move. */
  GameState start() {
    return game.newGame(variant);
  }

  /** Plays the opening, then each move, rendering the board after the opening and each move. */
  Frames replay(List<String> opening, List<String> moves) {
    return replay(opening, moves, false);
  }

  /**
   * As {@link #replay(List, List)}, and with {@code draw} also each frame's drawing: all of them,
   * or none and why (the first that throws or breaks the contract ends the drawings of the game,
   * and its text boards are shown whole).
   */
  Frames replay(List<String> opening, List<String> moves, boolean draw) {
    List<String> frames = new ArrayList<>();
    Drawings drawings = new Drawings(draw);
    GameState state;
    try {
      state = game.newGame(variant);
      dev.ply.host.referee.Replay.play(state, opening);
      frames.add(state.render());
      drawings.add(state, 1, "at the start");
    } catch (RuntimeException e) {
      return new Frames(frames, Optional.of("the opening could not be replayed: " + message(e)));
    }
    for (int i = 0; i < moves.size(); ) {
      try {
        String notation = notation(state, moves.get(i));
        // A joint move of a simultaneous position takes one recorded move per acting seat; each
        // of them shows the board after the whole joint move.
        int used = dev.ply.host.referee.Replay.step(state, moves, i);
        String board = state.render();
        for (int k = 0; k < used; k++) {
          frames.add(board);
          drawings.notations.add(used == 1 ? notation : moves.get(i + k));
        }
        drawings.add(state, used, "after move " + (opening.size() + i + used));
        i += used;
      } catch (RuntimeException e) {
        return drawings.frames(
            frames,
            Optional.of(
                "the replay stops at move " + (i + 1) + " (" + moves.get(i) + "): " + message(e)));
      }
    }
    return drawings.frames(frames, Optional.empty());
  }

  /** A move in the game's record notation, or as recorded when the game cannot say. */
  private static String notation(GameState state, String text) {
    try {
      String notation = state.moveNotation(state.textToMove(text));
      return notation == null || notation.isBlank() ? text : notation;
    } catch (RuntimeException | LinkageError e) {
      return text; // a move the game does not read alone (a joint move): as recorded
    }
  }

  /** The drawings of one replay, until one fails, and the moves' notations. */
  private static final class Drawings {
    private List<String> svgs;
    private String problem;
    private final List<String> notations = new ArrayList<>();

    Drawings(boolean draw) {
      svgs = draw ? new ArrayList<>() : null;
    }

    /** The drawing of the position {@code where} the game is, {@code copies} times. */
    void add(GameState state, int copies, String where) {
      if (svgs == null) {
        return;
      }
      BoardDrawing.Drawn drawn = BoardDrawing.of(state);
      if (drawn.svg().isEmpty()) {
        svgs = null;
        problem = drawn.problem().map(p -> where + ", " + p).orElse(null);
        return;
      }
      for (int k = 0; k < copies; k++) {
        svgs.add(drawn.svg().get());
      }
    }

    Frames frames(List<String> frames, Optional<String> replayProblem) {
      return new Frames(
          frames,
          replayProblem,
          svgs == null ? Optional.empty() : Optional.of(svgs),
          Optional.ofNullable(problem),
          List.copyOf(notations));
    }
  }

  private static String message(RuntimeException e) {
    return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
  }
}
