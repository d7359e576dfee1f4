from django.http import HttpResponse
from django.utils.html import escape

def not_found(request):
    back = request.META.get("HTTP_REFERER", "/")
    return HttpResponse("<p>Nothing here. <a href='%s'>Back</a></p>" % escape(back), status=404)
