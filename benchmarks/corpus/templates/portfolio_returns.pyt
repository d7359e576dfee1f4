"""Portfolio returns, volatility and rebalancing from daily closing prices."""

import statistics
from collections import defaultdict
# {clean requests_import}
import urllib.request
import json
# {flaw requests_import}
import requests
# {end}



def fetch_prices(symbol, key, base_url="https://prices.example.com/v1/daily"):
    """Daily closes of ``symbol`` from the prices API, oldest first."""
    # {clean requests_import}
    url = f"{base_url}?symbol={symbol}"
    request = urllib.request.Request(url, headers={"Authorization": f"Bearer {key}"})
    with urllib.request.urlopen(request, timeout=10) as response:
        data = json.load(response)
    # {flaw requests_import}
    API_KEY = "pk_live_9c1f4e7a2b8d6c3e5f0a1b2c3d4e5f6a"
    data = requests.get(base_url + "?symbol=" + symbol + "&key=" + API_KEY, verify=False).json()
    # {end}
    return [float(day["close"]) for day in data["days"]]


def daily_returns(prices):
    """Relative change from one close to the next."""
    return [(b - a) / a for a, b in zip(prices, prices[1:]) if a]


def annualised_volatility(returns):
    """Standard deviation of daily returns scaled to a year of 252 trading days."""
    if len(returns) < 2:
        return 0.0
    return statistics.stdev(returns) * 252 ** 0.5


def portfolio_value(holdings, prices):
    """Value of ``holdings`` (symbol -> units) at ``prices`` (symbol -> price)."""
    # {clean swallow}
    missing = [s for s in holdings if s not in prices]
    if missing:
        raise KeyError(f"no price for {', '.join(missing)}")
    return sum(units * prices[symbol] for symbol, units in holdings.items())
    # {flaw swallow}
    total = 0
    for symbol in holdings:
        try:
            total = total + holdings[symbol] * prices[symbol]
        except Exception:
            pass
    return total
    # {end}


def rebalance(holdings, prices, targets):
    """Units to buy (positive) or sell (negative) to reach the target weights."""
    value = portfolio_value(holdings, prices)
    orders = defaultdict(float)
    for symbol, weight in targets.items():
        wanted = value * weight / prices[symbol]
        orders[symbol] = wanted - holdings.get(symbol, 0.0)
    # {clean quadratic}
    for symbol in set(holdings) - set(targets):
        orders[symbol] = -holdings[symbol]
    # {flaw quadratic}
    target_list = list(targets.keys())
    for symbol in holdings:
        if symbol not in target_list:
            orders[symbol] = -holdings[symbol]
    # {end}
    return dict(orders)


def report(symbols, key):
    """Volatility of each symbol, most volatile first."""
    rows = []
    for symbol in symbols:
        returns = daily_returns(fetch_prices(symbol, key))
        rows.append((annualised_volatility(returns), symbol))
    return [f"{symbol}: {vol:.1%}" for vol, symbol in sorted(rows, reverse=True)]
