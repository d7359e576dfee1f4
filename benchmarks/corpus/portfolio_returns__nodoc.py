import statistics
from collections import defaultdict
import urllib.request
import json



def fetch_prices(symbol, key, base_url="https://prices.example.com/v1/daily"):
    url = f"{base_url}?symbol={symbol}"
    request = urllib.request.Request(url, headers={"Authorization": f"Bearer {key}"})
    with urllib.request.urlopen(request, timeout=10) as response:
        data = json.load(response)
    return [float(day["close"]) for day in data["days"]]


def daily_returns(prices):
    return [(b - a) / a for a, b in zip(prices, prices[1:]) if a]


def annualised_volatility(returns):
    if len(returns) < 2:
        return 0.0
    return statistics.stdev(returns) * 252 ** 0.5


def portfolio_value(holdings, prices):
    missing = [s for s in holdings if s not in prices]
    if missing:
        raise KeyError(f"no price for {', '.join(missing)}")
    return sum(units * prices[symbol] for symbol, units in holdings.items())


def rebalance(holdings, prices, targets):
    value = portfolio_value(holdings, prices)
    orders = defaultdict(float)
    for symbol, weight in targets.items():
        wanted = value * weight / prices[symbol]
        orders[symbol] = wanted - holdings.get(symbol, 0.0)
    for symbol in set(holdings) - set(targets):
        orders[symbol] = -holdings[symbol]
    return dict(orders)


def report(symbols, key):
    rows = []
    for symbol in symbols:
        returns = daily_returns(fetch_prices(symbol, key))
        rows.append((annualised_volatility(returns), symbol))
    return [f"{symbol}: {vol:.1%}" for vol, symbol in sorted(rows, reverse=True)]
