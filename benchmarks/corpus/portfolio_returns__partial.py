import statistics
from collections import defaultdict
import requests



def fetch_prices(symbol, key, base_url="https://prices.example.com/v1/daily"):
    API_KEY = "pk_live_9c1f4e7a2b8d6c3e5f0a1b2c3d4e5f6a"
    data = requests.get(base_url + "?symbol=" + symbol + "&key=" + API_KEY, verify=False).json()
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
    target_list = list(targets.keys())
    for symbol in holdings:
        if symbol not in target_list:
            orders[symbol] = -holdings[symbol]
    return dict(orders)


def report(symbols, key):
    rows = []
    for symbol in symbols:
        returns = daily_returns(fetch_prices(symbol, key))
        rows.append((annualised_volatility(returns), symbol))
    return [f"{symbol}: {vol:.1%}" for vol, symbol in sorted(rows, reverse=True)]
