package dev.ply.host.cli;

import dev.ply.host.store.StoreLocation;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** Reads {@code --db} and a database argument: an SQLite file's path or a PostgreSQL URL. */
final class StoreLocationConverter implements ITypeConverter<StoreLocation> {

  @Override
  public StoreLocation convert(String value) {
    try {
      return StoreLocation.parse(value);
    } catch (IllegalArgumentException e) {
      throw new TypeConversionException(e.getMessage());
    }
  }
}
