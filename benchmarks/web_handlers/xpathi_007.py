from fastapi import FastAPI, Form
from lxml import etree

app = FastAPI()

ORDERS = "/srv/app/data/orders.xml"


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.post("/order-status")
def order_status(order_id: str = Form(default="")):
    """Order status."""
    order_id = value_or_default(order_id, "1", use_request=False)
    tree = etree.parse(ORDERS)
    status = tree.xpath("//order[@id=" + order_id + "]/status/text()")
    return {"status": [str(s) for s in status]}
