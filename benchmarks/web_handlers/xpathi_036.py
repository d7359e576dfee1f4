from django.http import JsonResponse
from django.urls import path
from django.views.decorators.http import require_http_methods
from lxml import etree

CATALOG = "/srv/app/data/catalog.xml"


@require_http_methods(["POST"])
def books_by(request):
    """Books by."""
    author = request.POST.get("author", "")
    num = 54
    author = "Anonymous" if 7 * 18 + num > 200 else author
    tree = etree.parse(CATALOG)
    titles = tree.xpath("//book[author=$author]/title/text()", author=author)
    return JsonResponse({"titles": [str(t) for t in titles]})


urlpatterns = [path("books-by/", books_by)]
