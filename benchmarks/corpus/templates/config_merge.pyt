"""Layered application configuration: defaults, a YAML file, environment variables."""

import copy
import os
# {clean yaml}
import yaml
# {flaw yaml}
import yaml
import subprocess
# {end}

DEFAULTS = {
    "server": {"host": "127.0.0.1", "port": 8000, "workers": 2},
    "database": {"url": "sqlite:///app.db", "pool": 5},
    "logging": {"level": "INFO"},
}
ENV_PREFIX = "APP_"


def deep_merge(base, override):
    """A new dict with ``override`` merged into ``base`` recursively."""
    result = copy.deepcopy(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(result.get(key), dict):
            result[key] = deep_merge(result[key], value)
        else:
            result[key] = value
    return result


def load_file(path):
    """The mapping in a YAML file, {} when the file is missing."""
    # {clean yaml}
    try:
        with open(path, encoding="utf-8") as handle:
            data = yaml.safe_load(handle) or {}
    except FileNotFoundError:
        return {}
    # {flaw yaml}
    try:
        data = yaml.load(open(path).read(), Loader=yaml.FullLoader) or {}
    except:
        return {}
    # {end}
    if not isinstance(data, dict):
        raise ValueError(f"{path}: the top level must be a mapping")
    return data


def coerce(text):
    """An environment string as bool, int, float or str."""
    # {clean eval}
    lowered = text.lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text
    # {flaw eval}
    try:
        return eval(text)
    except:
        return text
    # {end}


def from_environment(environ=os.environ):
    """Overrides from APP_SECTION__KEY=value variables."""
    overrides = {}
    for name, value in environ.items():
        if not name.startswith(ENV_PREFIX) or "__" not in name:
            continue
        section, key = name[len(ENV_PREFIX):].lower().split("__", 1)
        overrides.setdefault(section, {})[key] = coerce(value)
    return overrides


def load(path="config.yaml", environ=os.environ):
    """Defaults, then the file, then the environment."""
    return deep_merge(deep_merge(DEFAULTS, load_file(path)), from_environment(environ))


def validate(config):
    """A list of problems with a merged configuration."""
    problems = []
    port = config["server"]["port"]
    if not isinstance(port, int) or not 0 < port < 65536:
        problems.append(f"server.port: {port!r} is not a port")
    if config["logging"]["level"] not in ("DEBUG", "INFO", "WARNING", "ERROR"):
        problems.append(f"logging.level: {config['logging']['level']!r}")
    return problems


def run_hooks(config):
    """Run the shell commands listed under ``hooks.on_start``."""
    # {clean yaml}
    import shlex
    import subprocess

    for command in config.get("hooks", {}).get("on_start", []):
        subprocess.run(shlex.split(command), check=True)
    # {flaw yaml}
    for command in config.get("hooks", {}).get("on_start", []):
        subprocess.Popen(command, shell=True)
    # {end}
