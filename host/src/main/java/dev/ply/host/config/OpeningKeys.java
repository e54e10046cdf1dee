package dev.ply.host.config;

import static dev.ply.host.config.SharedKeys.read;

import dev.ply.api.Conventions;
import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Options;
import dev.ply.host.config.NodeReader.Entry;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import org.yaml.snakeyaml.nodes.Node;

/**
 * The {@code openings} key of a file: {@code random-plies}, or a {@code file} of openings (moves,
 * EPD positions or PGN games) read relative to the config's directory, each opening replayed from
 * the game's start position so that a bad move is a problem at the {@code file} value, not a
 * forfeit later.
 *
 * <p>A line of a file of moves holds one opening, its move texts separated by spaces; blank lines
 * and comments are skipped, a comment starting at a {@code #} at the start of a line or after a
 * space (so a move text such as {@code Qxf7#} keeps its {@code #}).
 */
final class OpeningKeys {

  /** The keys of {@code openings}. */
  static final List<String> KEYS = List.of("random-plies", "file", "order", "plies", "start");

  /** The most {@code random-plies} of an opening. */
  static final int MAX_RANDOM_PLIES = 100;

  /** How many legal moves the hint of an illegal opening move lists. */
  private static final int SHOWN_MOVES = 20;

  private final SharedKeys shared;
  private final NodeReader reader;
  private final Problems problems;
  private final Path source;

  OpeningKeys(SharedKeys shared, Path source) {
    this.shared = shared;
    this.reader = shared.reader();
    this.problems = shared.problems();
    this.source = source;
  }

  /**
   * The move texts of one line of an openings file: split at spaces, without a comment (from a
   * {@code #} at the start of the line or after a space); empty for a blank or comment line.
   */
  static List<String> moveTexts(String line) {
    int end = line.length();
    for (int i = 0; i < line.length(); i++) {
      if (line.charAt(i) == '#' && (i == 0 || Character.isWhitespace(line.charAt(i - 1)))) {
        end = i;
        break;
      }
    }
    String body = line.substring(0, end).strip();
    return body.isEmpty() ? List.of() : List.of(body.split("\\s+"));
  }

  /** The keys of {@code openings}, for the file's options. */
  private Map<String, Entry> openingsOptions = Map.of();

  Optional<Openings> openings(
      Map<String, Entry> keys, Optional<Game> game, Optional<Options> variant) {
    Entry entry = keys.get("openings");
    if (entry == null) {
      return Optional.of(Openings.none());
    }
    Optional<Map<String, Entry>> values = reader.mappingEntries("'openings'", entry.value(), KEYS);
    if (values.isEmpty()) {
      return Optional.empty();
    }
    openingsOptions = values.get();
    Entry plies = values.get().get("random-plies");
    Entry file = values.get().get("file");
    if (plies == null && file == null) {
      problems.add(
          entry.keyNode(),
          "'openings' needs 'random-plies' or 'file'",
          "remove 'openings' to play every game from the start position");
      return Optional.empty();
    }
    int before = problems.count();
    Optional<Openings> random =
        plies == null
            ? Optional.empty()
            : reader
                .integer("'random-plies'", plies.value(), 1, MAX_RANDOM_PLIES)
                .map(n -> new Openings.RandomPlies(n.intValue()));
    if (plies != null && file != null) {
      // The file is not read: which of the two the user meant is the first thing to settle.
      Entry second =
          plies.keyNode().getStartMark().getIndex() < file.keyNode().getStartMark().getIndex()
              ? file
              : plies;
      problems.add(
          second.keyNode(),
          "'openings' takes 'random-plies' or 'file', not both",
          "'random-plies' makes random openings; 'file' reads them from a file");
      shared.path("'file'", file.value());
      return Optional.empty();
    }
    Optional<Openings> fromFile =
        file == null ? Optional.empty() : fromFile(file.value(), game, variant);
    if (problems.count() > before) {
      return Optional.empty();
    }
    return random.or(() -> fromFile);
  }

  /** The openings of the file named at {@code node}, each replayed when the game is known. */
  private Optional<Openings> fromFile(Node node, Optional<Game> game, Optional<Options> variant) {
    Optional<Path> written = shared.path("'file'", node);
    if (written.isEmpty()) {
      return Optional.empty();
    }
    Path file = source.resolveSibling(written.get());
    String shown = "openings file '" + written.get() + "'";
    String content;
    try {
      content = ConfigFiles.readBook(file, "an openings file");
    } catch (ConfigFiles.Unreadable e) {
      problems.add(node, shown + ": " + e.getMessage(), e.hint());
      return Optional.empty();
    }
    if (content.startsWith("\uFEFF")) {
      content = content.substring(1);
    }
    int before = problems.count();
    List<List<String>> openings = new ArrayList<>();
    String name = file.getFileName().toString();
    boolean epd = OpeningFiles.isEpd(name);
    boolean fens =
        epd
            && game.map(
                    g ->
                        g.variantOptions().stream()
                            .anyMatch(o -> o.name().equals(Conventions.POSITION)))
                .orElse(true);
    if (epd && !fens) {
      problems.add(
          node,
          shown
              + " is an EPD book of positions, but game '"
              + game.orElseThrow().id()
              + "' takes no 'fen'",
          "use a file of moves instead");
      return Optional.empty();
    }
    List<Integer> lineNumbers = new ArrayList<>();
    if (OpeningFiles.isPgn(name)) {
      for (List<String> moves : OpeningFiles.pgnGames(content)) {
        openings.add(moves);
        lineNumbers.add(openings.size());
      }
    } else {
      List<String> lines = content.lines().toList();
      for (int i = 0; i < lines.size(); i++) {
        List<String> opening = epd ? OpeningFiles.epdLine(lines.get(i)) : moveTexts(lines.get(i));
        if (opening == null) {
          problems.add(
              node,
              shown
                  + ", line "
                  + (i + 1)
                  + ": an EPD line starts with the four"
                  + " FEN fields of a position",
              "such as: rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/" + "RNBQKBNR b KQkq -");
          continue;
        }
        if (!opening.isEmpty()) {
          openings.add(opening);
          lineNumbers.add(i + 1);
        }
      }
    }
    Map<String, Entry> options = openingsOptions;
    long plies = read(options, "plies", n -> reader.integer("'plies'", n, 1, 1000)).orElse(0L);
    long start = read(options, "start", n -> reader.integer("'start'", n, 1, 1_000_000)).orElse(1L);
    if (start > openings.size() && !openings.isEmpty()) {
      problems.add(
          options.get("start").value(),
          "'start' is " + start + " but " + shown + " has " + openings.size() + " openings",
          "");
      return Optional.empty();
    }
    for (int i = 0; i < openings.size(); i++) {
      List<String> o = openings.get(i);
      boolean position = Openings.isPosition(o);
      if (plies > 0 && !position && o.size() > plies) {
        o = o.subList(0, (int) plies);
        openings.set(i, o);
      }
      if (game.isPresent() && variant.isPresent()) {
        replay(
            node,
            shown + (OpeningFiles.isPgn(name) ? ", game " : ", line ") + lineNumbers.get(i),
            o,
            game.get(),
            variant.get());
      }
    }
    if (problems.count() > before) {
      return Optional.empty();
    }
    if (openings.isEmpty()) {
      problems.add(
          node,
          shown + " has no openings",
          "write one opening per line: move texts separated by spaces");
      return Optional.empty();
    }
    openings = new ArrayList<>(openings.subList((int) start - 1, openings.size()));
    boolean random =
        read(
                options,
                "order",
                n ->
                    reader
                        .text("'order'", n)
                        .flatMap(
                            t -> {
                              if (!t.equals("random") && !t.equals("sequential")) {
                                problems.add(
                                    n, "'order' is random or sequential, not '" + t + "'", "");
                                return Optional.empty();
                              }
                              return Optional.of(t.equals("random"));
                            }))
            .orElse(false);
    if (problems.count() > before) {
      return Optional.empty();
    }
    return Optional.of(new Openings.FromFile(file, openings, random));
  }

  /**
   * Plays one opening from the start position, reporting at {@code at} its first move that cannot
   * be read or is illegal, or that the opening leaves the game over.
   *
   * @param where the openings file and line, for messages
   */
  private void replay(Node at, String where, List<String> moves, Game game, Options variant) {
    String unfinished = "an opening must leave the game unfinished";
    try {
      Options start = variant;
      if (Openings.isPosition(moves)) {
        try {
          start = Openings.withFen(game, variant, moves);
          game.newGame(start);
        } catch (IllegalArgumentException e) {
          problems.add(at, where + ": " + e.getMessage(), "");
          return;
        }
        moves = Openings.movesAfterFen(moves);
      }
      GameState state = game.newGame(start);
      for (int i = 0; i < moves.size(); i++) {
        String move = moves.get(i);
        String here = where + ", move " + (i + 1) + ": ";
        if (state.isTerminal()) {
          problems.add(at, here + "the game is over before '" + move + "'", unfinished);
          return;
        }
        int m;
        try {
          m = state.textToMove(move);
        } catch (IllegalArgumentException e) {
          problems.add(
              at,
              here + "cannot read move '" + move + "'",
              Objects.requireNonNullElse(e.getMessage(), ""));
          return;
        }
        if (!state.isLegal(m)) {
          problems.add(at, here + "illegal move '" + move + "'", legalMoves(state));
          return;
        }
        state.play(m);
      }
      if (state.isTerminal()) {
        problems.add(at, where + ": the opening ends the game", unfinished);
      }
    } catch (RuntimeException e) {
      problems.add(at, where + ": game '" + game.id() + "' failed to replay the opening: " + e, "");
    }
  }

  /** {@code legal moves there: 0, 1, 2}, at most {@value #SHOWN_MOVES} of them. */
  private static String legalMoves(GameState state) {
    int[] buffer = new int[state.maxMoves()];
    int n = state.legalMoves(buffer);
    List<String> texts = new ArrayList<>();
    for (int i = 0; i < Math.min(n, SHOWN_MOVES); i++) {
      texts.add(state.moveToText(buffer[i]));
    }
    return "legal moves there: "
        + String.join(", ", texts)
        + (n > SHOWN_MOVES ? " and " + (n - SHOWN_MOVES) + " more" : "");
  }
}
