import copy
import os
import yaml

DEFAULTS = {
    "server": {"host": "127.0.0.1", "port": 8000, "workers": 2},
    "database": {"url": "sqlite:///app.db", "pool": 5},
    "logging": {"level": "INFO"},
}
ENV_PREFIX = "APP_"


def deep_merge(base, override):
    result = copy.deepcopy(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(result.get(key), dict):
            result[key] = deep_merge(result[key], value)
        else:
            result[key] = value
    return result


def load_file(path):
    try:
        with open(path, encoding="utf-8") as handle:
            data = yaml.safe_load(handle) or {}
    except FileNotFoundError:
        return {}
    if not isinstance(data, dict):
        raise ValueError(f"{path}: the top level must be a mapping")
    return data


def coerce(text):
    lowered = text.lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def from_environment(environ=os.environ):
    overrides = {}
    for name, value in environ.items():
        if not name.startswith(ENV_PREFIX) or "__" not in name:
            continue
        section, key = name[len(ENV_PREFIX):].lower().split("__", 1)
        overrides.setdefault(section, {})[key] = coerce(value)
    return overrides


def load(path="config.yaml", environ=os.environ):
    return deep_merge(deep_merge(DEFAULTS, load_file(path)), from_environment(environ))


def validate(config):
    problems = []
    port = config["server"]["port"]
    if not isinstance(port, int) or not 0 < port < 65536:
        problems.append(f"server.port: {port!r} is not a port")
    if config["logging"]["level"] not in ("DEBUG", "INFO", "WARNING", "ERROR"):
        problems.append(f"logging.level: {config['logging']['level']!r}")
    return problems


def run_hooks(config):
    import shlex
    import subprocess

    for command in config.get("hooks", {}).get("on_start", []):
        subprocess.run(shlex.split(command), check=True)
