from django.http import HttpResponse

def not_found(request):
    back = request.META.get("HTTP_REFERER", "/")
    return HttpResponse("<p>Nothing here. <a href='%s'>Back</a></p>" % back, status=404)
