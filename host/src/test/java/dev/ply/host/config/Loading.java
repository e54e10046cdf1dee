package dev.ply.host.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.ply.host.config.RunConfigLoader.Kind;
import dev.ply.host.tournament.Formats;
import java.nio.file.Path;
import java.util.List;

/** Loads YAML text the way tests need it: as a config, or as the problems it has. */
final class Loading {

  /** The name every test text is loaded under; problems start with {@code test.yaml:}. */
  static final Path SOURCE = Path.of("test.yaml");

  private Loading() {}

  static RunConfig load(String yaml) throws ConfigException {
    return RunConfigLoader.parse(yaml, SOURCE, FakeCatalog.standard(), Formats.ALL, Kind.MATCH);
  }

  static RunConfig load(String yaml, Catalog catalog) throws ConfigException {
    return RunConfigLoader.parse(yaml, SOURCE, catalog, Formats.ALL, Kind.MATCH);
  }

  /** Every problem of a text that must fail, as printed. */
  static List<String> problems(String yaml) {
    return problems(yaml, FakeCatalog.standard());
  }

  static List<String> problems(String yaml, Catalog catalog) {
    ConfigException e =
        assertThrows(
            ConfigException.class,
            () -> RunConfigLoader.parse(yaml, SOURCE, catalog, Formats.ALL, Kind.MATCH));
    return e.problems().stream().map(ConfigProblem::toString).toList();
  }

  /** The one problem of a text that must fail with exactly one, as printed. */
  static String problem(String yaml) {
    List<String> problems = problems(yaml);
    assertEquals(1, problems.size(), () -> "expected one problem, got " + problems);
    return problems.get(0);
  }
}
