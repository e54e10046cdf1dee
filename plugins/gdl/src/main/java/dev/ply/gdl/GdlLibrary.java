package dev.ply.gdl;

import dev.ply.api.Game;
import dev.ply.api.GameLibrary;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.pf4j.Extension;

/**
 * The GDL games Ply knows: those bundled with the plugin ({@code gdl-tic-tac-toe}, {@code
 * gdl-connect-four}, ...), and every {@code .kif} file of the folders and files listed in the
 * environment variable {@code PLY_GDL_PATH} (separated as {@code PATH} is: {@code :} on Linux),
 * each under the id {@code gdl-} and its file name without {@code .kif}, in lower case. A file of
 * that path overrides a bundled game of its id. A file that cannot be read or whose rules break GDL
 * is left out, with one line on standard error naming the file, line and column.
 */
@Extension
public final class GdlLibrary implements GameLibrary {

  /** The environment variable of the user's GDL files. */
  public static final String PATH_VARIABLE = "PLY_GDL_PATH";

  /** The bundled games, by file name in the resources' {@code games} folder. */
  static final List<String> BUNDLED =
      List.of(
          "tic-tac-toe",
          "connect-four",
          "nim",
          "lights-out",
          "rock-paper-scissors",
          "four-way-race",
          "ladder-climb",
          "guess-the-card");

  private final List<Game> games;

  public GdlLibrary() {
    this(System.getenv(PATH_VARIABLE));
  }

  GdlLibrary(String path) {
    Map<String, Game> byId = new LinkedHashMap<>();
    for (String name : BUNDLED) {
      Game g = bundled(name);
      byId.put(g.id(), g);
    }
    if (path != null && !path.isBlank()) {
      for (String part : path.split(File.pathSeparator)) {
        if (!part.isBlank()) {
          for (Path file : kifFiles(Path.of(part.trim()))) {
            load(file).ifPresent(g -> byId.put(g.id(), g));
          }
        }
      }
    }
    this.games = List.copyOf(byId.values());
  }

  /** The bundled games made so far: their rules never change, so each is read and grounded once. */
  private static final Map<String, GdlGame> MADE = new ConcurrentHashMap<>();

  /** A bundled game; bundled games are tested, so one that does not load is a bug. */
  static GdlGame bundled(String name) {
    return MADE.computeIfAbsent(
        name, n -> new GdlGame("gdl-" + n, displayName(n), n + ".kif", resource(n), findings(n)));
  }

  /**
   * What the probe finds of a bundled game (the simultaneous-moves feature and zero sum), written
   * down so that listing the bundled games grounds none of them; {@code GdlProbeTest} checks each
   * against the probe.
   */
  static Probe.Findings findings(String name) {
    return switch (name) {
      case "tic-tac-toe", "connect-four", "nim", "ladder-climb" -> new Probe.Findings(false, true);
      case "rock-paper-scissors" -> new Probe.Findings(true, true);
      case "lights-out", "four-way-race" -> new Probe.Findings(false, false);
      case "guess-the-card" -> new Probe.Findings(false, true, true);
      default -> null;
    };
  }

  static String resource(String name) {
    try (InputStream in = GdlLibrary.class.getResourceAsStream("games/" + name + ".kif")) {
      if (in == null) {
        throw new IllegalStateException("the plugin jar lacks games/" + name + ".kif");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static String displayName(String name) {
    String words = name.replace('-', ' ');
    return Character.toUpperCase(words.charAt(0)) + words.substring(1) + " (GDL)";
  }

  private static List<Path> kifFiles(Path place) {
    if (Files.isRegularFile(place)) {
      return List.of(place);
    }
    if (!Files.isDirectory(place)) {
      System.err.println(
          "ply: " + PATH_VARIABLE + " names " + place + ", which is no .kif file or folder");
      return List.of();
    }
    try (Stream<Path> files = Files.list(place)) {
      return files
          .filter(p -> p.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".kif"))
          .sorted()
          .toList();
    } catch (IOException e) {
      System.err.println("ply: cannot list " + place + ": " + e.getMessage());
      return List.of();
    }
  }

  private static Optional<Game> load(Path file) {
    String base = file.getFileName().toString();
    int dot = base.lastIndexOf('.');
    // An id is one word: a file name's spaces and other signs become hyphens (Space Name.kif is
    // gdl-space-name), so that the id can be written in a config or on a command line as it is.
    String name =
        (dot > 0 ? base.substring(0, dot) : base)
            .toLowerCase(Locale.ROOT)
            .replaceAll("[^a-z0-9_.-]+", "-")
            .replaceAll("^-+|-+$", "");
    try {
      String text = Files.readString(file, StandardCharsets.UTF_8);
      return Optional.of(new GdlGame("gdl-" + name, displayName(name), file.toString(), text));
    } catch (IOException e) {
      System.err.println("ply: cannot read " + file + ": " + e.getMessage());
    } catch (IllegalArgumentException e) {
      System.err.println("ply: the GDL game in " + e.getMessage() + " (left out)");
    }
    return Optional.empty();
  }

  @Override
  public List<Game> games() {
    return games;
  }

  @Override
  public Optional<Game> read(String language, String rulesText, String name) {
    if (!"gdl".equalsIgnoreCase(language)) {
      return Optional.empty();
    }
    return Optional.of(new GdlGame(name, name + " (GDL)", name, rulesText));
  }
}
