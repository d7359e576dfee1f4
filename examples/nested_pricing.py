def price(order):
    total = 0
    if order:
        for item in order["items"]:
            if item["qty"] > 0:
                if item["kind"] == "book":
                    if item["price"] > 20:
                        if order.get("member"):
                            total += item["price"] * item["qty"] * 0.9
                        else:
                            total += item["price"] * item["qty"]
                    else:
                        total += item["price"] * item["qty"]
                else:
                    total += item["price"] * item["qty"]
    return total
