package dev.ply.chess;

import dev.ply.api.Conventions;
import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.OptionSpec;
import dev.ply.api.Options;
import java.util.List;
import org.pf4j.Extension;

/**
 * Chess by the FIDE Laws, with the draw rules a referee applies (fifty moves, threefold repetition,
 * insufficient material), and Chess960.
 *
 * <p>Variant options: {@code fen} (a start position; empty for the standard one) and {@code
 * chess960} (a start position by its number 0 to 959; -1, the default, for none; not together with
 * {@code fen}). With {@code chess960} castling moves are written king-takes-rook ({@code e1h1}), as
 * UCI_Chess960 engines write them. Stateless.
 */
@Extension
public final class Chess implements Game {

  /** The game's id, also the {@code gameId} of its evaluators. */
  public static final String ID = "chess";

  private static final List<OptionSpec> OPTIONS =
      List.of(
          OptionSpec.text(
              Conventions.POSITION, "", "a start position in FEN; empty for the standard one"),
          OptionSpec.integer(
              Conventions.CHESS960,
              -1,
              -1,
              959,
              "a Chess960 start position by its number 0 to 959 (518 is the standard one); -1 for"
                  + " none"));

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String displayName() {
    return "Chess";
  }

  @Override
  public int players() {
    return 2;
  }

  @Override
  public List<OptionSpec> variantOptions() {
    return OPTIONS;
  }

  /**
   * The start position.
   *
   * @throws IllegalArgumentException for a FEN that is not a legal position (naming its bad field),
   *     or both options at once
   */
  @Override
  public GameState newGame(Options variant) {
    String fen = variant.getString(Conventions.POSITION).trim();
    int number = variant.getInt(Conventions.CHESS960);
    if (!fen.isEmpty() && number >= 0) {
      throw new IllegalArgumentException("give either fen or chess960, not both");
    }
    if (number >= 0) {
      return ChessState.fromFen(Chess960.fen(number), true);
    }
    return ChessState.fromFen(fen.isEmpty() ? Fen.START : fen, false);
  }

  /** It follows {@link Conventions#CHESS}: its field's protocols and files can be used with it. */
  @Override
  public java.util.Set<String> conventions() {
    return java.util.Set.of(Conventions.CHESS);
  }
}
