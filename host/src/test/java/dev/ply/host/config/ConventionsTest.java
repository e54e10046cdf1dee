package dev.ply.host.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ply.api.Conventions;
import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The engine protocols take a game by the conventions it follows, not by its id: a GTP engine plays
 * any game that follows Go's, and none that does not, whatever it is called.
 */
class ConventionsTest {

  /** A game that is only an id and the conventions it says it follows. */
  private static Game game(String id, Set<String> conventions) {
    return new Game() {
      @Override
      public String id() {
        return id;
      }

      @Override
      public String displayName() {
        return id;
      }

      @Override
      public int players() {
        return 2;
      }

      @Override
      public List<OptionSpec> variantOptions() {
        return List.of();
      }

      @Override
      public GameState newGame(Options variant) {
        throw new UnsupportedOperationException("not played here");
      }

      @Override
      public Set<String> conventions() {
        return conventions;
      }
    };
  }

  @Test
  void aGtpEnginePlaysAGameThatFollowsGosConventionsWhateverItsId() {
    assertEquals(
        Optional.empty(),
        PlayerProtocol.GTP.refusal(game("weiqi", Set.of(Conventions.GO)), Map.of()));
  }

  @Test
  void aGtpEngineRefusesAGameCalledGoThatDoesNotFollowGosConventions() {
    assertEquals(
        Optional.of("a GTP engine plays Go only, not 'go'"),
        PlayerProtocol.GTP.refusal(game("go", Set.of()), Map.of()));
  }

  @Test
  void anXboardEngineRefusesChess960AndAUciEngineTakesIt() {
    Game chess = game("fast-chess", Set.of(Conventions.CHESS));
    Map<String, Object> chess960 = Map.of(Conventions.CHESS960, 518L);
    assertEquals(
        Optional.of("Ply plays Chess960 with UCI engines only, not with an xboard engine"),
        PlayerProtocol.XBOARD.refusal(chess, chess960));
    assertEquals(Optional.empty(), PlayerProtocol.UCI.refusal(chess, chess960));
    assertEquals(
        Optional.empty(), PlayerProtocol.XBOARD.refusal(chess, Map.of(Conventions.CHESS960, -1L)));
  }

  @Test
  void theEngineProtocolsNameTheConventionsOfTheirGamesAndPlysOwnNone() {
    assertEquals(Optional.of(Conventions.CHESS), PlayerProtocol.UCI.convention());
    assertEquals(Optional.of(Conventions.CHESS), PlayerProtocol.XBOARD.convention());
    assertEquals(Optional.of(Conventions.GO), PlayerProtocol.GTP.convention());
    assertEquals(Optional.empty(), PlayerProtocol.PLY.convention());
  }
}
