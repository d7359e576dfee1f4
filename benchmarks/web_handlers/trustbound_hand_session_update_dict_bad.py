from django.http import HttpResponse

def apply_coupon(request):
    request.session.update({"coupon": request.GET["coupon"]})
    return HttpResponse("applied")
